"""``_explain`` on JAX's own cache-miss messages, as each supported release logs them.

tests/data/jax_cache_misses.json holds the message of each case, recorded on CPU with
``jax_explain_cache_misses`` on (jax 0.4.38, 0.6.2, 0.10.2; object ids as they were).
These tests run on any installed JAX: the texts are data, not a live run.
"""

import json

import pytest
from helpers import REPO

from jaxcheck._src.jaxcompat import explain

MESSAGES = json.loads((REPO / "tests" / "data" / "jax_cache_misses.json")
                      .read_text(encoding="utf-8"))
VERSIONS = sorted(MESSAGES)

#: the cause kind each recorded case must be read as (0.4.38 words no static change).
KINDS = {
    "first call": ["new_function"],
    "shape change": ["shape"],
    "dtype change": ["dtype"],
    "weak type change": ["weak_type"],
    "positional -> keyword": ["arg_signature"],
    "static value change": ["static_value"],
    "tracing context change": ["tracing_context"],
}


def test_every_release_and_case_is_recorded():
    assert VERSIONS == ["0.10.2", "0.4.38", "0.6.2"]
    for version in VERSIONS:
        assert set(MESSAGES[version]) == set(KINDS), version


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("case", sorted(KINDS))
def test_kinds(version, case):
    message = MESSAGES[version][case]
    assert explain.is_cache_miss(message)
    expected = [] if (version, case) == ("0.4.38", "static value change") else KINDS[case]
    assert explain.kinds(message) == expected, message


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("case, change", [
    ("shape change", ("shape", "x", "f32[3]", "f32[4]")),
    ("dtype change", ("dtype", "x", "f32[3]", "i32[4]")),
    ("weak type change", ("weak_type", "y", "f32[]{weak_type=True}", "f32[]{weak_type=False}")),
])
def test_type_changes_are_read_whatever_the_wording(version, case, change):
    assert explain.changes(MESSAGES[version][case])[0] == change


@pytest.mark.parametrize("version", VERSIONS)
def test_body_drops_the_location_line_and_links(version):
    message = MESSAGES[version]["weak type change"]
    body = explain.body(message)
    assert not body.startswith("TRACING CACHE MISS")
    assert "http" not in body
    assert "weak_type" in body


def test_unknown_text_explains_nothing():
    assert explain.kinds("TRACING CACHE MISS at a.py:1 because:\n  something new") == []
    assert not explain.is_cache_miss("Compiling f with global shapes and types")
