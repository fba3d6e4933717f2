from verifier_app.cli import main

raise SystemExit(main())
