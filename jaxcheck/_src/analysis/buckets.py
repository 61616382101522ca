"""Padding buckets for shape recompiles: the sizes seen per argument path, and what to pad to.

A function that compiles once per batch length compiles once per *bucket* instead when
every input is padded up to the next bucket size. This module reads the shapes a report
saw for one argument path, finds the dimension that varies, and compares bucket sets:
powers of two, and multiples of N. The padding waste of a set is the share of padded
elements, assuming each observed size is as frequent as the others (the report counts
compiles, not calls).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from ..model.report import FunctionReport

_SHAPE = re.compile(r"\[([^\]]*)\]")

#: waste above this is not worth the fewer compiles: suggest the next best set instead.
MAX_WASTE = 0.25


def parse_shape(text: str | None) -> tuple[int, ...] | None:
    """``"f32[32,8]"`` → ``(32, 8)``; None when the text holds no concrete shape."""
    if not text:
        return None
    match = _SHAPE.search(text)
    if match is None:
        return None
    inner = match.group(1).strip()
    if not inner:
        return ()
    try:
        return tuple(int(d) for d in inner.split(","))
    except ValueError:  # symbolic dimensions
        return None


@dataclass
class BucketSet:
    name: str  # "powers of two", "multiples of 32"
    buckets: list[int]
    #: share of padded elements along the varying dimension, 0..1
    waste: float


@dataclass
class SizesSeen:
    """The sizes one argument path had along its varying dimension, and bucket choices."""

    function: str
    path: str
    axis: int
    #: size → number of compiles seen with it
    counts: dict[int, int] = field(default_factory=dict)
    options: list[BucketSet] = field(default_factory=list)
    suggested: BucketSet | None = None


def bucket_of(size: int, buckets: list[int]) -> int:
    return next(b for b in buckets if b >= size)


def waste(sizes: list[int], buckets: list[int]) -> float:
    padded = sum(bucket_of(s, buckets) for s in sizes)
    return 0.0 if padded == 0 else (padded - sum(sizes)) / padded


def powers_of_two(sizes: list[int]) -> BucketSet:
    buckets = sorted({1 << max(0, math.ceil(math.log2(s))) if s > 0 else 0 for s in sizes})
    return BucketSet("powers of two", buckets, waste(sizes, buckets))


def multiples_of(n: int, sizes: list[int]) -> BucketSet:
    buckets = sorted({-(-s // n) * n for s in sizes})
    return BucketSet(f"multiples of {n}", buckets, waste(sizes, buckets))


def options(sizes: list[int]) -> list[BucketSet]:
    """Powers of two and multiples of N, N = 8, 16, ... up to one bucket for every size."""
    sizes = sorted(set(sizes))
    found = [powers_of_two(sizes)]
    n = 8
    while sizes:
        found.append(multiples_of(n, sizes))
        if n >= max(sizes):
            break
        n *= 2
    return found


def suggest(choices: list[BucketSet]) -> BucketSet | None:
    """Fewest buckets (compiles) within :data:`MAX_WASTE`, then least waste; else least waste."""
    if not choices:
        return None
    fitting = [c for c in choices if c.waste <= MAX_WASTE]
    if fitting:
        return min(fitting, key=lambda c: (len(c.buckets), c.waste))
    return min(choices, key=lambda c: (c.waste, len(c.buckets)))


def sizes_seen(fn: FunctionReport) -> list[SizesSeen]:
    """Per argument path with a shape recompile: the sizes its varying dimension had.

    jaxcheck's own variation calls (a dimension grown by one) are not the user's sizes
    and are left out.
    """
    shapes: dict[str, dict[tuple[int, ...], int]] = {}
    for event in fn.events:
        if event.variation is not None:
            continue
        for cause in event.causes:
            if cause.kind != "shape" or not cause.path:
                continue
            seen = shapes.setdefault(cause.path, {})
            before, after = parse_shape(cause.before), parse_shape(cause.after)
            if before is not None:
                seen.setdefault(before, 1)  # compiled at least once, earlier
            if after is not None:
                # the first sighting stands for its own compile, each later one adds one
                seen[after] = seen.get(after, 0) + 1
    found = []
    for path, counts in shapes.items():
        ranks = {len(s) for s in counts}
        if len(ranks) != 1:
            continue  # a rank change: no single dimension to pad
        rank = ranks.pop()
        for axis in range(rank):
            per_size: dict[int, int] = {}
            for shape, n in counts.items():
                per_size[shape[axis]] = per_size.get(shape[axis], 0) + n
            if len(per_size) < 2:
                continue
            choices = options(list(per_size))
            found.append(SizesSeen(fn.name, path, axis, dict(sorted(per_size.items())),
                                   choices, suggest(choices)))
    return found
