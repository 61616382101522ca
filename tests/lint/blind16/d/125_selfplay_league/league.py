import jax
import jax.numpy as jnp
import numpy as np


class OpponentPool:
    def __init__(self):
        self.snapshots = []

    def add(self, params):
        self.snapshots.append(params)

    def stacked(self):
        return jax.tree.map(lambda *xs: jnp.stack(xs), *self.snapshots)


@jax.jit
def win_rates(learner, pool, states):
    def payoff(opp):
        a = jnp.tanh(states @ learner)
        b = jnp.tanh(states @ opp)
        return jnp.mean(jnp.sum(a - b, -1) > 0)

    return jax.vmap(payoff)(pool)
