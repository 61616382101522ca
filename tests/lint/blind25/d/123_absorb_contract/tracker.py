import equinox as eqx
import jax
import jax.numpy as jnp

class ClauseFrequency(eqx.Module):
    counts: jax.Array
    n_contracts: int

    def __init__(self, n_types):
        self.counts = jnp.zeros(n_types)
        self.n_contracts = 0

@eqx.filter_jit
def absorb_contract(tracker, clause_ids):
    counts = tracker.counts + jnp.bincount(clause_ids, length=tracker.counts.shape[0])
    freq = counts / (tracker.n_contracts + 1)
    return eqx.tree_at(lambda t: t.counts, tracker, counts), freq
