import jax
import jax.numpy as jnp


def difference_matrix(n, order=2):
    d = jnp.eye(n)
    for _ in range(order):
        d = d[1:] - d[:-1]
    return d


def whittaker(crude_qx, weights, lam):
    n = crude_qx.shape[0]
    D = difference_matrix(n)
    W = jnp.diag(weights)
    return jnp.linalg.solve(W + lam * D.T @ D, W @ crude_qx)


def graduate_table(crude_qx, weights, lam):
    def whittaker_smooth(q, w):
        return whittaker(q, w, lam)
    smooth = jax.jit(whittaker_smooth)
    return smooth(crude_qx, weights)
