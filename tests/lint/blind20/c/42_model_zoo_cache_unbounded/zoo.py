from functools import lru_cache

import jax
import jax.numpy as jnp

STRUCTURES = {
    "SIR": ("S", "I", "R"),
    "SEIR": ("S", "E", "I", "R"),
}


@lru_cache(maxsize=None)
def get_simulator(structure, n_days=100):
    has_latent = "E" in STRUCTURES[structure]

    def simulate(y0, rates):
        beta, sigma, gamma = rates

        def step(y, _):
            if has_latent:
                s, e, i, r = y
                new = beta * s * i / y.sum()
                y = jnp.stack([s - new, e + new - sigma * e, i + sigma * e - gamma * i, r + gamma * i])
            else:
                s, i, r = y
                new = beta * s * i / y.sum()
                y = jnp.stack([s - new, i + new - gamma * i, r + gamma * i])
            return y, new

        _, incidence = jax.lax.scan(step, y0, None, length=n_days)
        return incidence

    return jax.jit(simulate)
