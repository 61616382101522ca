import jax
import jax.numpy as jnp
import numpy as np


def rosenbrock_chain(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


class Objective:
    """Wraps a JAX function for scipy.optimize (float64 numpy in, numpy out)."""

    def __init__(self, fn):
        self._value_and_grad = jax.jit(jax.value_and_grad(fn))
        self.n_calls = 0

    def __call__(self, x):
        self.n_calls += 1
        v, g = self._value_and_grad(jnp.asarray(x, dtype=jnp.float32))
        return float(v), np.asarray(g, dtype=np.float64)
