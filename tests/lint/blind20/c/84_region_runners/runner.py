from functools import partial

import jax
import jax.numpy as jnp


def simulate(beta, y0, pop, n_days=120):
    def step(y, _):
        s, i, r = y
        new = beta * s * i / pop
        y = jnp.stack([s - new, i + new - 0.1 * i, r + 0.1 * i])
        return y, new
    _, inc = jax.lax.scan(step, y0, None, length=n_days)
    return inc


class RegionRunner:
    def __init__(self, name, pop, seed_cases):
        self.name = name
        self.y0 = jnp.array([pop - seed_cases, seed_cases, 0.0])
        self._simulate = jax.jit(partial(simulate, pop=pop))

    def attack_rate(self, beta):
        return float(self._simulate(beta, self.y0).sum()) / float(self.y0.sum())
