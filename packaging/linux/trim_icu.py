"""Shrink the bundle's ICU data library (32 MB, over a quarter of the Linux bundle) to ~4 MB.

Qt Core links to ICU, and ICU reads every locale's data from one blob, the symbol
``icudtNN_dat`` of ``libicudata.so.NN``. The app speaks English, Spanish and Italian and reads
only UTF-8, so the blob keeps ICU's root data, those three languages (collation, names,
number and date formats) and the non-locale items Qt can reach (normalisation, properties,
time zones), and leaves out the other locales, the legacy character-set converters
(``.cnv``: Qt has UTF-8/16/32 and Latin-1 built in), and what only ICU services that Qt Core
never calls read: Qt imports ICU's converters, collation, case mapping and time-zone names
only (``readelf --dyn-syms`` on libQt6Core), so break iteration with its Chinese, Japanese,
Thai, Lao, Khmer and Burmese word dictionaries (``brkitr/``), transliteration
(``translit/``), character names (``unames.icu``) and spoof checking (``confusables.cfu``)
go too. ICU's own ``icupkg`` (icu-devtools) removes the items; ``as`` and ``ld`` (binutils)
wrap the smaller blob in a library of the same name.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

KEEP_LANGUAGES = {"root", "en", "es", "it"}
LOCALE_ITEM = re.compile(r"^([a-z]{2,3})(_[A-Za-z0-9_]+)?\.res$")
NOT_LOCALES = {"res_index.res", "pool.res"}
UNUSED_SERVICES = ("brkitr/", "translit/", "unames.icu", "confusables.cfu")
WRAPPER = """\
.section .rodata
.globl {symbol}
.type {symbol}, @object
.balign 16
{symbol}:
.incbin "{blob}"
.size {symbol}, .-{symbol}
.section .note.GNU-stack,"",@progbits
"""


def tools_missing() -> list[str]:
    return [tool for tool in ("icupkg", "readelf", "as", "ld") if shutil.which(tool) is None]


def unwanted(item: str) -> bool:
    name = item.rsplit("/", 1)[-1]
    if name.endswith(".cnv") or item.startswith(UNUSED_SERVICES):
        return True
    match = LOCALE_ITEM.match(name)
    return bool(match) and name not in NOT_LOCALES and match.group(1) not in KEEP_LANGUAGES


def read_blob(library: Path) -> tuple[str, bytes]:
    """The data symbol's name and bytes (the library's .rodata holds nothing else)."""
    symbols = subprocess.run(
        ["readelf", "-Ws", "--dyn-syms", str(library)], capture_output=True, text=True, check=True
    )
    match = re.search(
        r"\s([0-9a-f]+)\s+(0x[0-9a-f]+|\d+)\s+OBJECT\s+GLOBAL\s+\S+\s+\d+\s+(icudt\d+_dat)$",
        symbols.stdout,
        re.M,
    )
    if match is None:
        raise RuntimeError(f"no icudtNN_dat in {library}")
    address, size, symbol = int(match.group(1), 16), int(match.group(2), 0), match.group(3)
    sections = subprocess.run(
        ["readelf", "-SW", str(library)], capture_output=True, text=True, check=True
    ).stdout
    for sec_address, offset, sec_size in re.findall(
        r"PROGBITS\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)", sections
    ):
        start = int(sec_address, 16)
        if start <= address < start + int(sec_size, 16):
            data = library.read_bytes()
            begin = int(offset, 16) + address - start
            return symbol, data[begin : begin + size]
    raise RuntimeError(f"{symbol} lies in no section of {library}")


def trim(library: Path) -> tuple[int, int]:
    """Replace ``library`` by its trimmed form; returns the sizes before and after."""
    before = library.stat().st_size
    symbol, blob = read_blob(library)
    package = symbol.removesuffix("_dat") + "l"  # icudt73l: the item prefix inside the blob
    with tempfile.TemporaryDirectory(prefix="sf-icu-") as scratch:
        folder = Path(scratch)
        (folder / "in").mkdir()
        (folder / "out").mkdir()
        source = folder / "in" / f"{package}.dat"
        source.write_bytes(blob)
        items = subprocess.run(
            ["icupkg", "-l", str(source)], capture_output=True, text=True, check=True
        ).stdout
        drop = [item for item in items.split() if unwanted(item)]
        target = folder / "out" / f"{package}.dat"  # icupkg names the items after the file
        for _ in range(5):  # items that kept ones depend on (icupkg names them) go back in
            (folder / "drop.txt").write_text("\n".join(drop) + "\n", encoding="ascii")
            result = subprocess.run(
                ["icupkg", "-r", str(folder / "drop.txt"), str(source), str(target)],
                capture_output=True,
                text=True,
                check=False,
            )
            needed = set(re.findall(r"depends on missing item (\S+)", result.stdout + result.stderr))
            if result.returncode == 0 and not needed:
                break
            drop = [item for item in drop if item not in needed]
        else:
            raise RuntimeError(f"icupkg could not trim {library.name}: {result.stderr[-500:]}")
        (folder / "blob.s").write_text(WRAPPER.format(symbol=symbol, blob=target), encoding="ascii")
        subprocess.run(["as", "-o", str(folder / "blob.o"), str(folder / "blob.s")], check=True)
        made = folder / library.name
        subprocess.run(
            ["ld", "-shared", "-soname", library.name, "-o", str(made), str(folder / "blob.o")], check=True
        )
        shutil.copy(made, library)
    return before, library.stat().st_size


def trim_bundle(bundle: Path) -> str:
    """Trim the ICU data library of ``bundle``; says what it did (or why not)."""
    missing = tools_missing()
    libraries = sorted(p for p in bundle.rglob("libicudata.so.*") if not p.is_symlink())
    if missing or not libraries:
        return f"ICU data kept whole ({'missing ' + ', '.join(missing) if missing else 'none bundled'})"
    before, after = trim(libraries[0])
    return f"ICU data trimmed from {before / 1e6:.1f} MB to {after / 1e6:.1f} MB"


if __name__ == "__main__":
    print(trim_bundle(Path(sys.argv[1] if len(sys.argv) > 1 else "dist/sf-desktop")))
