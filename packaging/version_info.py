"""The Windows version resource, made from the package version (read by the spec file)."""

from __future__ import annotations

from pathlib import Path

TEMPLATE = """VSVersionInfo(
  ffi=FixedFileInfo(filevers={tuple}, prodvers={tuple}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'San Francisco Desktop'),
      StringStruct('FileDescription', '{name}'),
      StringStruct('FileVersion', '{version}'),
      StringStruct('InternalName', 'sf-desktop'),
      StringStruct('OriginalFilename', 'sf-desktop.exe'),
      StringStruct('ProductName', '{name}'),
      StringStruct('ProductVersion', '{version}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """ "1.2.3" -> (1, 2, 3, 0); anything that is not a number counts 0."""
    parts = [int(p) if p.isdigit() else 0 for p in version.split(".")[:4]]
    return tuple(parts + [0] * (4 - len(parts)))  # type: ignore[return-value]


def write_windows_version_file(path: Path, version: str, name: str) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        TEMPLATE.format(tuple=version_tuple(version), version=version, name=name), encoding="utf-8"
    )
    return str(path)
