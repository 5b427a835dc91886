"""Orca as installed, with its debug log written line by line, beside any other Orca of this
user. Run by the system's Python:

    /usr/bin/python3 orca_line_buffered.py [orca's arguments, with --debug-file FILE]

- Orca writes the log through a buffered file and never flushes it, so the test's reader,
  waiting for what Orca says, would see its words only kilobytes later.
- Orca refuses to start while another process of this user is named ``orca`` (``pgrep -u UID
  -x orca``, whatever session bus it is on), and names itself ``orca``: two tests run at once,
  each with its own X server and session bus, had the second Orca quit at once and say nothing.
  Here Orca keeps the interpreter's process name and does not look for others; each runs in its
  test's own session and hears only that session's app.
"""

import builtins
import runpy
import shutil
import sys

ORCA = shutil.which("orca") or "/usr/bin/orca"
debug_file = sys.argv[sys.argv.index("--debug-file") + 1]
plain_open = builtins.open


def open_line_buffered(file, mode="r", *args, **kwargs):
    if file == debug_file and "w" in mode and not args and "buffering" not in kwargs:
        return plain_open(file, mode, 1, **kwargs)
    return plain_open(file, mode, *args, **kwargs)


builtins.open = open_line_buffered
sys.argv[0] = ORCA
script = runpy.run_path(ORCA, run_name="orca_script")  # its functions, without running main()
main = script["main"]
main.__globals__["otherOrcas"] = lambda: []
main.__globals__["setProcessName"] = lambda name: False
sys.exit(main())
