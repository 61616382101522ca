import jax
import jax.numpy as jnp
import equinox as eqx


class SomaticCellTracker(eqx.Module):
    """Running log-SCC baseline per cow, updated after each test day."""
    baseline: jax.Array
    n_tests: int

    def __init__(self, n_cows):
        self.baseline = jnp.zeros(n_cows)
        self.n_tests = 0

    def update(self, log_scc):
        w = 1.0 / (self.n_tests + 1)
        new = (1 - w) * self.baseline + w * log_scc
        return eqx.tree_at(lambda t: (t.baseline, t.n_tests), self, (new, self.n_tests + 1))
