"""The reader's own history: the heads they verified, kept and signed with their key, and
the re-check from where they left off (issue 29, items 2 and 3). No Qt here."""
