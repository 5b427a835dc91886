"""The book of online seats: a token is never lost to a file read only in part."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sf_desktop.storage.online_seats import FILE_NAME, SeatBook, SeatEntry

GOOD = SeatEntry("ws://127.0.0.1:8765", "KXQ7M2PD", 1, "g" * 32, names=("Ana", "Bo"))
ODD = {"server": "ws://127.0.0.1:8765", "code": "ABCD2345", "seat": 0, "token": "s" * 32, "hosted": 1}


def written(folder: Path, document: object) -> Path:
    path = folder / FILE_NAME
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def aside(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"{FILE_NAME}.damaged-*"))


def test_the_book_reads_back_what_it_wrote(tmp_path: Path) -> None:
    book = SeatBook(tmp_path)
    book.keep(GOOD)
    book.set_host_port(9100)
    again = SeatBook(tmp_path)
    assert again.entries == (GOOD,) and again.host_port == 9100
    assert again.problems == [] and aside(tmp_path) == []


def test_an_entry_left_out_is_kept_in_a_copy_before_the_next_write(tmp_path: Path) -> None:
    """An entry that did not read was dropped, and the next write lost its token for good."""
    book = SeatBook(tmp_path)
    book.keep(GOOD)
    document = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    document["seats"].append(ODD)
    written(tmp_path, document)
    book = SeatBook(tmp_path)
    assert book.entries == (GOOD,) and any("left out" in p for p in book.problems)
    book.set_on_table(GOOD.code)  # a write: the file keeps only what was read
    [copy] = aside(tmp_path)
    assert ODD["token"] in copy.read_text(encoding="utf-8")
    assert ODD["token"] not in (tmp_path / FILE_NAME).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "document",
    [
        {"format": "sf-desktop-online-seats", "version": 2, "seats": [GOOD.to_json()]},
        {"version": 1, "seats": [GOOD.to_json()]},
    ],
)
def test_another_version_is_read_as_far_as_it_goes_and_kept_in_a_copy(tmp_path: Path, document) -> None:
    written(tmp_path, document)
    book = SeatBook(tmp_path)
    assert book.entries == (GOOD,) and any("another version" in p for p in book.problems)
    [copy] = aside(tmp_path)
    assert json.loads(copy.read_text(encoding="utf-8")) == document


@pytest.mark.parametrize("document", [[GOOD.to_json()], {"games": [GOOD.to_json()]}])
def test_a_book_of_another_shape_is_set_aside_whole(tmp_path: Path, document) -> None:
    path = written(tmp_path, document)
    book = SeatBook(tmp_path)
    assert book.entries == () and book.problems
    assert not path.exists() and len(aside(tmp_path)) == 1


def test_a_damaged_book_is_set_aside_and_the_book_starts_empty(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.write_text('{"format": "sf-desktop-online-seats", "seats": [', encoding="utf-8")
    book = SeatBook(tmp_path)
    assert book.entries == () and book.problems
    assert not path.exists() and len(aside(tmp_path)) == 1
