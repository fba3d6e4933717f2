"""Watch a league (issue 29, item 4): poll its source politely, check each new seal as it
appears, and notify once per event (``events``), on a schedule (``schedule``) run by a loop
whose clock and sleep are injected (``loop``), so it is tested without real waiting."""
