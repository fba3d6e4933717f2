from verifier_app.cli import main

if __name__ == "__main__":  # not when a walk's process is started by importing this module
    raise SystemExit(main())
