import equinox as eqx
import jax
import jax.numpy as jnp

class ClauseStats(eqx.Module):
    counts: jax.Array
    n_contracts: jax.Array
    portfolio: str

    def __init__(self, n_types, portfolio):
        self.counts = jnp.zeros(n_types)
        self.n_contracts = jnp.array(0.0)
        self.portfolio = portfolio

@eqx.filter_jit
def update_stats(stats, clause_ids):
    counts = stats.counts + jnp.bincount(clause_ids, length=stats.counts.shape[0])
    n = stats.n_contracts + 1
    stats = eqx.tree_at(lambda s: (s.counts, s.n_contracts), stats, (counts, n))
    return stats, counts / n
