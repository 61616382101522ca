"""``# noqa`` comments: a bare one silences every rule on its line, ``# noqa: JC101, JC103``
only those codes (other tools' codes in the list are ignored, as ruff does)."""

from __future__ import annotations

import re

_NOQA = re.compile(r"#\s*noqa(?::\s*(?P<codes>[A-Z]+[0-9]+(?:\s*,\s*[A-Z]+[0-9]+)*))?",
                   re.IGNORECASE)


def silenced(line: str, code: str) -> bool:
    """Whether a ``# noqa`` comment on ``line`` covers ``code``."""
    if "noqa" not in line.lower():
        return False
    for match in _NOQA.finditer(line):
        codes = match.group("codes")
        if codes is None:
            return True
        if code in {c.strip().upper() for c in codes.split(",")}:
            return True
    return False
