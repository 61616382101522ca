import jax.numpy as jnp
import numpy as np


def make_problem(n=10, m=3, seed=0):
    rng = np.random.default_rng(seed)
    A = rng.normal(size=(m, n)).astype(np.float32)
    b = rng.normal(size=m).astype(np.float32)
    c = rng.normal(size=n).astype(np.float32)
    return A, b, c


def objective(x, c):
    return jnp.sum(jnp.log(jnp.cosh(x - c))) + 0.05 * jnp.sum(x ** 4)
