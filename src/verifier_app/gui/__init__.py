"""The desktop app (PySide6). A thin layer over the engine: it draws results, never computes."""
