"""The lint corpus under JAX (tests/lint/lint_corpus/): every file runs in a fresh
interpreter under JAX's compile log, which must say what its header says; each fix lowers
JAX's compile count.
"""

from __future__ import annotations

import pytest
from lint_corpus import fixable, fixed, measure, samples

from jaxcheck._src.lint import lint_source

SAMPLES = samples()

FIXABLE = fixable(SAMPLES)


@pytest.mark.slow
def test_jax_compiles_what_each_header_says():
    """Every file run under JAX's compile log: positives recompile (or JAX refuses them),
    negatives compile each of their functions once."""
    measured = measure([s.path for s in SAMPLES])
    for s in SAMPLES:
        got = measured[str(s.path)]
        if s.raises:
            assert got["raised"] == s.raises, s.path.name
            continue
        assert got["raised"] is None, (s.path.name, got)
        seen = {name: got["compiles"].get(name, 0) for name in s.compiles}
        assert seen == s.compiles, s.path.name
        if s.positive:
            assert max(seen.values()) > 1, s.path.name
        else:
            assert set(seen.values()) == {1}, s.path.name


@pytest.mark.slow
def test_each_fix_lowers_jax_compile_count(tmp_path):
    """The fixed corpus files run under JAX's compile log: fewer compiles than before (or
    JAX no longer refuses them); with nothing left to find, each function compiles once."""
    paths, left = [], {}
    for s in FIXABLE:
        text, _ = fixed(s)
        path = tmp_path / s.path.name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
        left[s.path.name] = lint_source(text, str(path))
    measured = measure(paths)
    for s, path in zip(FIXABLE, paths, strict=True):
        got = measured[str(path)]
        assert got["raised"] is None, (s.path.name, got)
        seen = {name: got["compiles"].get(name, 0) for name in s.compiles}
        if s.raises:
            continue  # refused before; runs now
        assert sum(seen.values()) < sum(s.compiles.values()), (s.path.name, seen)
        if not left[s.path.name]:
            assert set(seen.values()) == {1}, (s.path.name, seen)
