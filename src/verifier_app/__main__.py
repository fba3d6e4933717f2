from verifier_app.cli import run

if __name__ == "__main__":  # not when a walk's process is started by importing this module
    run()
