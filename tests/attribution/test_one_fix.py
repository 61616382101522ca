"""One cause, one fix: the recompiles of one cause carry the fix chosen from all of its
values, and a group names only the events it holds.

A fix is picked from the values a path had (``analysis/hints.py``: a short last batch, many
lengths to bucket); the early recompiles of a cause see only some of them. The counts are
JAX's own compile log (``jax_log_compiles``); never jaxcheck's output.
"""

import jax
import jax.numpy as jnp
from helpers import assert_counted, only_function, witnessed

from jaxcheck._src.report import groups as grouping
from jaxcheck._src.report.text import function_text, group_sites
from jaxcheck._src.verdict import verdict


@jax.jit
def embed_tokens(tokens):
    return jnp.tanh(tokens).sum()


def test_lengths_that_wander_get_the_bucketing_fix_in_every_event():
    def workload():
        for length in (44, 12, 62, 9):  # sentence lengths: not one short last batch
            embed_tokens(jnp.ones((2, length)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "embed_tokens", at_least=4)
    fn = only_function(ep)
    fixes = {e.hint for e in fn.events if e.recompile}
    assert len(fixes) == 1, fixes  # one fix, in every event and every view
    (fix,) = fixes
    assert "4 lengths (44, 12, 62, 9)" in fix and "bucket" in fix, fix
    assert "last batch" not in fix
    (group,) = grouping.groups(fn)
    assert group.hint == fix
    assert "last batch" not in function_text(fn, verbose=True)


@jax.jit
def scale_rows(x):
    return x * 2


def test_a_group_never_claims_an_event_of_another_cause():
    def workload():
        scale_rows(jnp.ones(4, jnp.float32))
        scale_rows(jnp.ones(5, jnp.float32))  # #2 shape
        scale_rows(jnp.ones(5, jnp.int32))  # #3 dtype
        scale_rows(jnp.ones(6, jnp.float32))  # #4 shape again

    ep, log = witnessed(workload)
    assert_counted(ep, log, "scale_rows", at_least=4)
    verdict.judge_functions(ep.functions)
    fn = only_function(ep)
    kinds = [[c.kind for c in e.causes] for e in fn.events]
    assert kinds[1:] == [["shape"], ["dtype"], ["shape"]], kinds
    shape_group = next(g for g in grouping.groups(fn) if g.causes[0][0] == "shape")
    assert shape_group.events == [2, 4]
    sites = group_sites(fn, shape_group)
    assert sites.startswith("#2, #4") and "to" not in sites.split(",")[0], sites
    assert "#3" not in sites
