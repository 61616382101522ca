from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def lorenz(y, sigma, rho, beta):
    x, yy, z = y[0], y[1], y[2]
    return jnp.stack([sigma * (yy - x), x * (rho - z) - yy, x * yy - beta * z])


class LorenzSystem:
    def __init__(self, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
        self.params = dict(sigma=sigma, rho=rho, beta=beta)
        self.n_evals = 0

    def rhs(self, t, y):
        """scipy.integrate-style right-hand side: (t, y) -> dy/dt as float64 numpy."""
        self.n_evals += 1
        field = jax.jit(partial(lorenz, **self.params))
        return np.asarray(field(jnp.asarray(y, dtype=jnp.float32)), dtype=np.float64)
