"""Which of the project's entrypoints `check` and `baseline` run.

``jaxcheck check train:smoke`` runs the entries of ``[tool.jaxcheck]`` that the targets
name (however spelled: ``train:smoke``, ``train.py:smoke``, ``./train.py:smoke``; a
module names all of its entries), and ``-k EXPR`` those whose target matches a
pytest-style expression: words matched as case-insensitive substrings of the target,
combined with ``and``, ``or``, ``not`` and parentheses. The expression is parsed here,
never evaluated.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Callable, Sequence

from ..config.table import Config, ConfigEntry
from ..util.errors import UsageError
from ..util.printable import listing
from .locate import did_you_mean, identity

Match = Callable[[str], bool]


def keyword(expression: str) -> Match:
    """``-k EXPR`` as a predicate on a target's text; a malformed one is a UsageError."""
    tokens = re.findall(r"\(|\)|[^\s()]+", expression)
    at = 0

    def bad(why: str) -> UsageError:
        return UsageError(f"bad -k {expression!r}: {why}; write words joined by and, or, "
                          "not and parentheses, e.g. -k \"train and not slow\"")

    def peek() -> str | None:
        return tokens[at] if at < len(tokens) else None

    def take() -> str:
        nonlocal at
        at += 1
        return tokens[at - 1]

    def joined(word: str, operand: Callable[[], Match], combine: Callable) -> Match:
        parts = [operand()]
        while peek() == word:
            take()
            parts.append(operand())
        return parts[0] if len(parts) == 1 else (lambda t: combine(p(t) for p in parts))

    def any_of() -> Match:  # `or` binds loosest, as in Python and pytest
        return joined("or", all_of, any)

    def all_of() -> Match:
        return joined("and", negated, all)

    def negated() -> Match:
        word = peek()
        if word is None:
            raise bad("it ends where a word was expected")
        take()
        if word == "not":
            inner = negated()
            return lambda t: not inner(t)
        if word == "(":
            inner = any_of()
            if peek() != ")":
                raise bad("a '(' is not closed")
            take()
            return inner
        if word in (")", "and", "or"):
            raise bad(f"{word!r} where a word was expected")
        needle = word.lower()
        return lambda t: needle in t.lower()

    if not tokens:
        raise bad("it is empty")
    match = any_of()
    if peek() is not None:
        raise bad(f"unexpected {peek()!r}")
    return match


def _named(config: Config, text: str) -> list[ConfigEntry]:
    """The entries ``text`` names: same text, or the same file and attribute."""
    wanted = identity(text, os.getcwd())
    found = []
    for entry in config.entries:
        if entry.target == text:
            found.append(entry)
            continue
        have = identity(entry.target, str(config.root))
        if wanted and have and have[0] == wanted[0] and wanted[1] in (None, have[1]):
            found.append(entry)
    return found


def select(config: Config, targets: Sequence[str] = (), expression: str | None = None
           ) -> Config:
    """``config`` with only the entries chosen by ``targets`` and ``-k`` (all by default)."""
    if not targets and expression is None:
        return config
    names = [e.target for e in config.entries]
    chosen = list(config.entries)
    if targets:
        picked: list[ConfigEntry] = []
        for text in targets:
            found = _named(config, text)
            if not found:
                raise UsageError(
                    f"{text!r} is not an entrypoint of {config.path}"
                    f"{did_you_mean(text, names)}; its entrypoints: {listing(names)}")
            picked += [e for e in found if e not in picked]
        chosen = picked
    if expression is not None:
        match = keyword(expression)
        chosen = [e for e in chosen if match(e.target)]
        if not chosen:
            raise UsageError(f"-k {expression!r} selects no entrypoint; the entrypoints: "
                             f"{listing(names)}")
    return dataclasses.replace(config, entries=chosen)
