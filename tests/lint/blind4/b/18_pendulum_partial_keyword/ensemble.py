from functools import partial

import jax.numpy as jnp

from dynamics import pendulum_step


class Ensemble:
    def __init__(self, states, dt=0.01):
        self.states = states
        self.step = partial(pendulum_step, dt=dt)

    def advance(self, n, damping):
        for _ in range(n):
            self.states = self.step(self.states, damping=damping)
        return self.states
