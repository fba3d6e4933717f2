"""The reports: a finished walk written for a reader, as text (``text``), as a self-contained
HTML page whose first page is the one to print (``html``, ``first_page``, ``seals``,
``sources``, ``context``), in the wording of ``words``.

They stand beside the command line and the window, above the walk (``engine``), and only
read what it concluded: nothing here decides a status. No Qt here.
"""
