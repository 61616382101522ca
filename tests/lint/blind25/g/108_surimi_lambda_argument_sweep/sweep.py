import jax.numpy as jnp

from objective import l1_grad


def fit_path(x, y, lambdas, steps=60, lr=0.05):
    path = {}
    for lam in lambdas:
        w = jnp.zeros(x.shape[1])
        for _ in range(steps):
            w = w - lr * l1_grad(w, x, y, lam)
        path[lam] = w
    return path
