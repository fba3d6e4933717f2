"""Download a league's bundle from the live site or its frozen analysis release.

One downloader serves the command line (``verifier-app fetch``) and the desktop app's
Download dialog. Entry point: ``fetch_bundle(FetchRequest(...), on_progress, cancel)``.
Nothing downloaded is ever executed; bytes are stored exactly as served.
"""

from verifier_app.fetch.planner import FetchReport, FetchRequest, fetch_bundle
from verifier_app.fetch.policy import FetchPolicy
from verifier_app.fetch.session import Progress
from verifier_app.fetch.store import default_bundles_dir

__all__ = ["FetchPolicy", "FetchReport", "FetchRequest", "Progress", "default_bundles_dir",
           "fetch_bundle"]
