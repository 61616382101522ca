import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

from graph import laplacian, ring_graph

L = jnp.asarray(laplacian(ring_graph(12)))
targets = jnp.asarray(np.sin(np.linspace(0, 3, 12)), dtype=jnp.float32)


def smoothness_objective(h):
    return jnp.sum((h - targets) ** 2) + 0.5 * h @ L @ h


def fun(h):
    return float(smoothness_objective(jnp.asarray(h, dtype=jnp.float32)))


def jac(h):
    g = jax.jit(jax.grad(smoothness_objective))
    return np.asarray(g(jnp.asarray(h, dtype=jnp.float32)), dtype=np.float64)


res = minimize(fun, np.zeros(12), jac=jac, method="L-BFGS-B", options={"maxiter": 5})
print(res.nit, res.fun)
