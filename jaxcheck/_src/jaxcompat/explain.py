"""JAX's own cache-miss text, read as a second witness (JAX's wording: inside the seam).

The wording differs in every release (0.4.38, 0.6.2 and 0.10.x all word the same
miss differently, and 0.4.38 has no words at all for a changed static argument),
so jaxcheck never relies on it: it keeps the text and the cause kinds it can
recognise in it, beside its own attribution.
"""

from __future__ import annotations

import re

# (kind, pattern) in the order they are tried; several may match one text.
_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("new_function", re.compile(r"never seen function")),
    ("redefined_function", re.compile(r"seen another function defined on the same line")),
    ("weak_type", re.compile(r"weak_type=")),
    ("static_value", re.compile(r"value of static (?:args|kwargs)|Static\(val=|static arg")),
    ("arg_signature",
     re.compile(r"keyword args|number of args and kwargs|input path \[0\], now tuple of length"
                r"|input path \[1\], now <class 'dict'>")),
    ("tracing_context", re.compile(r"[Tt]racing context")),
    ("pytree_structure", re.compile(r"different input pytree|input pytree")),
]

_TYPE_CHANGE = [
    # 0.4.38: "* at x, seen f32[3], but now given f32[4]"
    re.compile(r"at (?P<path>[^,]+), seen (?P<before>\S+), but now given (?P<after>\S+)"),
    # 0.6.2 and 0.10.x: "* at x, now f32[4] and before f32[3]"
    re.compile(r"at (?P<path>[^,]+), now (?P<after>\S+?) and before (?P<before>\S+?)"
               r"(?:https?://\S*)?$"),
]


def body(message: str) -> str:
    """The explanation without its first (location) line, trimmed of JAX's links."""
    lines = message.splitlines()[1:]
    out = []
    for line in lines:
        line = re.sub(r"https?://\S+", "", line).rstrip()
        if line.strip():
            out.append(line)
    return "\n".join(out).strip() or message.strip()


def is_cache_miss(message: str) -> bool:
    return message.startswith("TRACING CACHE MISS")


def changes(message: str) -> list[tuple[str, str, str, str]]:
    """(kind, path, before, after) of each type change JAX's text spells out."""
    found = []
    for line in message.splitlines():
        for pat in _TYPE_CHANGE:
            m = pat.search(line.strip())
            if m:
                b, a = m["before"], m["after"]
                found.append((_type_kind(b, a), m["path"].strip(), b, a))
                break
    return found


def _type_kind(before: str, after: str) -> str:
    if before.split("{")[0] == after.split("{")[0]:
        return "weak_type"
    if before.split("[")[0] != after.split("[")[0]:
        return "dtype"
    return "shape"


def kinds(message: str) -> list[str]:
    """Cause kinds JAX's text names, best effort; [] when it explains nothing."""
    if "explanation unavailable" in message:
        return []
    found = [kind for kind, pat in _PATTERNS if pat.search(message)]
    for kind, *_ in changes(message):
        if kind not in found:
            found.append(kind)
    if "redefined_function" in found and "new_function" in found:
        found.remove("new_function")
    if "pytree_structure" in found and "arg_signature" in found:
        found.remove("pytree_structure")
    if "pytree_structure" in found and "static_value" in found:
        found.remove("pytree_structure")
    return found
