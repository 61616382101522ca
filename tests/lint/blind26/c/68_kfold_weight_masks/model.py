import jax
import jax.numpy as jnp


@jax.jit
def weighted_ridge(x, y, sw, lam):
    xw = x * sw[:, None]
    return jnp.linalg.solve(x.T @ xw + lam * jnp.eye(x.shape[1]), xw.T @ y)


@jax.jit
def masked_r2(w, x, y, mask):
    resid = (y - x @ w) * mask
    mu = (y * mask).sum() / mask.sum()
    return 1 - (resid ** 2).sum() / (((y - mu) * mask) ** 2).sum()
