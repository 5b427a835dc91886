"""Orca as installed, with its debug log written line by line: Orca writes the log through a
buffered file and never flushes it, so the test's reader, waiting for what Orca says, would see
its words only kilobytes later. Run by the system's Python:

    /usr/bin/python3 orca_line_buffered.py [orca's arguments, with --debug-file FILE]
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
runpy.run_path(ORCA, run_name="__main__")
