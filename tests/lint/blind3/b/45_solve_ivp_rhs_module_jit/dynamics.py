import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def lorenz(y, params):
    sigma, rho, beta = params[0], params[1], params[2]
    x, yy, z = y[0], y[1], y[2]
    return jnp.stack([sigma * (yy - x), x * (rho - z) - yy, x * yy - beta * z])


class LorenzSystem:
    def __init__(self, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
        self.params = jnp.array([sigma, rho, beta], dtype=jnp.float32)
        self.n_evals = 0

    def rhs(self, t, y):
        """scipy.integrate-style right-hand side: (t, y) -> dy/dt as float64 numpy."""
        self.n_evals += 1
        return np.asarray(lorenz(jnp.asarray(y, dtype=jnp.float32), self.params), dtype=np.float64)
