import jax
import jax.numpy as jnp
import numpy as np

POOL_SIZE = 4


class OpponentPool:
    """Keeps the most recent POOL_SIZE snapshots in a ring."""

    def __init__(self):
        self.snapshots = []
        self.next = 0

    def add(self, params):
        if not self.snapshots:
            self.snapshots = [params] * POOL_SIZE
        else:
            self.snapshots[self.next] = params
        self.next = (self.next + 1) % POOL_SIZE

    def stacked(self):
        return jax.tree.map(lambda *xs: jnp.stack(xs), *self.snapshots)


@jax.jit
def win_rates(learner, pool, states):
    def payoff(opp):
        a = jnp.tanh(states @ learner)
        b = jnp.tanh(states @ opp)
        return jnp.mean(jnp.sum(a - b, -1) > 0)

    return jax.vmap(payoff)(pool)
