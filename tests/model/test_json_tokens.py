"""The one-pass reader of untrusted JSON's strings and brackets."""

from __future__ import annotations

from sf_desktop.model.json_tokens import json_tokens


def test_strings_and_brackets_in_order_escapes_kept() -> None:
    text = r'{"a": ["x\"y", {}], "b": "\\", "c": 3}'
    assert list(json_tokens(text)) == ["{", '"a"', "[", r'"x\"y"', "{", "}", "]", '"b"', r'"\\"', '"c"', "}"]


def test_brackets_inside_strings_are_not_brackets() -> None:
    assert list(json_tokens('["[{", "}]"]')) == ["[", '"[{"', '"}]"', "]"]


def test_a_string_never_closed_is_one_token_to_the_end() -> None:
    """Read once from its quote to the end, never again from each quote inside it."""
    text = '{"a": "' + r"\"" * 50_000
    assert list(json_tokens(text)) == ["{", '"a"', text[6:]]
    assert list(json_tokens('"abc\\')) == ['"abc\\']  # a lone backslash at the very end
    assert list(json_tokens(r'"abc\\')) == [r'"abc\\']  # an escaped one
