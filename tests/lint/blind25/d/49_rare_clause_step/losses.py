import jax.numpy as jnp

def focal_loss(w, x, y, alpha):
    p = 1 / (1 + jnp.exp(-(x @ w)))
    pt = jnp.where(y > 0, p, 1 - p)
    return -jnp.mean(alpha * (1 - pt) ** 2 * jnp.log(pt + 1e-7))
