"""The pytest plugin's marker arguments, in process: a bad ``max_compiles`` and unknown
arguments are usage errors with the reason. Real sessions run in
``tests/e2e/surfaces/test_pytest_sessions.py``.
"""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("bad", [-1, "2", True, 1.5])
def test_bad_max_compiles_values_are_usage_errors(bad):
    from jaxcheck._src.embed.pytest_plugin import _limits

    with pytest.raises(pytest.UsageError) as info:
        _limits(pytest.mark.jaxcheck(max_compiles=bad).mark)
    assert f"max_compiles must be a non-negative integer, got {bad!r}" in str(info.value)


@pytest.mark.parametrize("args, kwargs, words", [
    ((), {"max_compiles": 1, "nmae": "f"}, ["nmae=", "did you mean name=?"]),
    ((), {"max_compile": 2}, ["max_compile=", "did you mean max_compiles=?"]),
    ((), {"colour": "red"}, ["colour=", "max_compiles=, name="]),
    ((1, "f"), {}, ["at most one positional", "(1, 'f')"]),
    ((1,), {"max_compiles": 2}, ["at most one positional"]),
])
def test_unknown_marker_arguments_are_a_usage_error(args, kwargs, words):
    from jaxcheck._src.embed.pytest_plugin import _limits

    with pytest.raises(pytest.UsageError) as info:
        _limits(pytest.mark.jaxcheck(*args, **kwargs).mark)
    for word in words:
        assert word in str(info.value), str(info.value)
