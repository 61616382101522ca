"""pytest plugin: the ``jaxcheck`` marker and fixture (registered through ``pytest11``).

::

    @pytest.mark.jaxcheck(max_compiles=1)
    def test_train_step_compiles_once():
        for batch in batches:
            train_step(params, batch)

    def test_step(jaxcheck):
        step(x); step(x)
        assert jaxcheck.compiles("step") == 1

The marker fails the test when its body compiles any user function more than
``max_compiles`` times (``name=`` narrows it to one function); the message names
the function, argument path, before -> after, cause and fix. JAX's caches are
cleared before each marked test and each test that uses the fixture, so the
verdict does not depend on which tests ran before it; a ``name`` that no compiled
function has is a typo, and fails the test with the names that did compile. JAX is
imported only by tests that use the marker or the fixture.

A failing ``assert not report.unexpected`` (a ``jaxcheck.run`` report) gets the
failure view after its traceback: which function, where, what changed, the fix.
"""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "jaxcheck(max_compiles=1, name=None): fail when the test body compiles a jitted "
        "function (or the one named) more than max_compiles times, explaining each recompile.",
    )


#: the marker's keyword arguments; ``max_compiles`` may also be its one positional one.
MARKER_KEYWORDS = ("max_compiles", "name")


def _check_signature(marker: pytest.Mark) -> None:
    """A misspelt keyword (``nmae=``) would otherwise be ignored and the test pass."""
    import difflib

    valid = ", ".join(f"{k}=" for k in MARKER_KEYWORDS)
    for key in marker.kwargs:
        if key not in MARKER_KEYWORDS:
            close = difflib.get_close_matches(key, MARKER_KEYWORDS, n=1, cutoff=0.5)
            hint = f"; did you mean {close[0]}=?" if close else ""
            raise pytest.UsageError(f"@pytest.mark.jaxcheck: unknown keyword argument "
                                    f"{key}= (valid: {valid}){hint}")
    if len(marker.args) > 1 or (marker.args and "max_compiles" in marker.kwargs):
        raise pytest.UsageError(f"@pytest.mark.jaxcheck: takes at most one positional "
                                f"argument (max_compiles), got {len(marker.args)} "
                                f"{tuple(marker.args)!r}; use keywords: {valid}")


def _limits(marker: pytest.Mark) -> tuple[int, str | None]:
    _check_signature(marker)
    max_compiles = marker.kwargs.get("max_compiles", marker.args[0] if marker.args else 1)
    if not isinstance(max_compiles, int) or isinstance(max_compiles, bool) or max_compiles < 0:
        raise pytest.UsageError(f"@pytest.mark.jaxcheck: max_compiles must be a non-negative "
                                f"integer, got {max_compiles!r}")
    name = marker.kwargs.get("name")
    if name is not None and not isinstance(name, str):
        raise pytest.UsageError(
            f"@pytest.mark.jaxcheck: name must be a function name, got {name!r}")
    return max_compiles, name


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A bad marker argument stops the session (usage error), as a bad option would."""
    for item in items:
        marker = item.get_closest_marker("jaxcheck")
        if marker is not None:
            try:
                _limits(marker)
            except pytest.UsageError as e:
                raise pytest.UsageError(f"{item.nodeid}: {e}") from None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):
    marker = item.get_closest_marker("jaxcheck")
    if marker is None:
        return (yield)
    max_compiles, name = _limits(marker)
    from .watch import failure_message, watch

    # An earlier test's warm cache would hide this test's compiles.
    with watch(clear_caches=True) as w:
        result = yield
    if name is not None and not w._named(name):
        pytest.fail(_unknown_name(name, [f.name for f in w.functions]), pytrace=False)
    message = failure_message(w, max_compiles, name)
    if message:
        pytest.fail(message, pytrace=False)
    return result


def _unknown_name(name: str, compiled: list[str]) -> str:
    from .watch import unmatched

    # JAX's caches were emptied as the test began: a name that matched nothing is a typo
    return f"@pytest.mark.jaxcheck(name={name!r}): " + unmatched(
        name, compiled, "compiled in this test", cold=True)


@pytest.fixture
def jaxcheck():
    """A :class:`jaxcheck.Watch` of everything the test compiles (live while it runs).

    JAX's caches are cleared first, as for the marker: the counts do not depend on
    which tests ran before.
    """
    from .watch import watch

    with watch(clear_caches=True) as w:
        yield w


# --- a failing assert on a report ---------------------------------------------------------
# `assert not report.unexpected` fails with pytest's own `assert not 1`; this adds why, in
# the failure view's words (the function, where, what changed, the fix), under a
# "jaxcheck" heading after the traceback.


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    rep = yield
    if rep.failed and call.excinfo is not None and call.excinfo.errisinstance(AssertionError):
        text = _why(call.excinfo.tb)
        if text and hasattr(rep.longrepr, "addsection"):  # after the traceback
            rep.longrepr.addsection("jaxcheck: why the report fails", text)
        elif text:  # --tb=line and the like: beside captured output
            rep.sections.append(("jaxcheck: why the report fails", text))
    return rep


def _why(tb) -> str | None:
    """The failure view of each failing report the failed assert read: a report's
    ``unexpected`` count, or a report, among the locals of the frame that raised (pytest
    keeps the values it asserted on there). None where no report failed."""
    import sys

    model = sys.modules.get("jaxcheck._src.model.report")
    if model is None:  # no report was ever made in this process
        return None
    from ..model.unexpected import Unexpected

    while tb.tb_next is not None:
        tb = tb.tb_next
    found: dict[int, object] = {}
    values = list(tb.tb_frame.f_locals.values())
    for value in values:  # what was asserted first: `report.unexpected`
        if isinstance(value, Unexpected) and value and value.report is not None:
            found.setdefault(id(value.report), value.report)
    for value in values:
        if isinstance(value, model.Report) and value.unexpected:
            found.setdefault(id(value), value)
    if not found:
        return None
    from ..report.failures import report_text

    return "\n\n".join(report_text(r) for r in found.values())
