import jax
import jax.numpy as jnp
import numpy as np


def rosenbrock_chain(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


class Objective:
    """Wraps a JAX function for scipy.optimize (float64 numpy in, numpy out)."""

    def __init__(self, fn):
        self.fn = fn
        self.n_calls = 0

    def value(self, x):
        self.n_calls += 1
        return float(self.fn(jnp.asarray(x, dtype=jnp.float32)))

    def gradient(self, x):
        grad_fn = jax.jit(jax.grad(self.fn))
        return np.asarray(grad_fn(jnp.asarray(x, dtype=jnp.float32)), dtype=np.float64)
