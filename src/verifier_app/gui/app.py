"""Start the desktop app on the embedded demo bundle.

This first window lists the ten steps and the seals of the demo bundle; the full walk,
seals table, charts and workshop views come with the desktop-app work.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from verifier_app.engine.bundle import open_bundle
from verifier_app.engine.report_text import MARKS, VERDICTS
from verifier_app.engine.walk import WalkReport, walk
from verifier_app.resources import demo_bundle_dir


class SummaryWindow(QMainWindow):
    def __init__(self, report: WalkReport):
        super().__init__()
        self.setWindowTitle("Sealed before the open: verifier")
        central = QWidget()
        layout = QVBoxLayout(central)
        if report.bundle.is_demo:
            banner = QLabel("DEMONSTRATION DATA: a synthetic league, not real forecasts")
            banner.setAccessibleName("Demonstration notice")
            layout.addWidget(banner)
        verdict = QLabel(VERDICTS[report.verdict])
        verdict.setAccessibleName("Verdict")
        verdict.setWordWrap(True)
        layout.addWidget(verdict)
        tree = QTreeWidget()
        tree.setAccessibleName("Steps of the walk")
        tree.setHeaderLabels(["Step", "Result", "What it means"])
        for step in report.steps:
            QTreeWidgetItem(tree, [f"{step.id.removeprefix('step')}. {step.title}",
                                   MARKS[step.status], step.detail])
        layout.addWidget(tree)
        self.setCentralWidget(central)
        self.resize(1000, 600)


def run_app(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv or sys.argv)
    report = walk(open_bundle([demo_bundle_dir()]))
    window = SummaryWindow(report)
    window.show()
    return app.exec()
