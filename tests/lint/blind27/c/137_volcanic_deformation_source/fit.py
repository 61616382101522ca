import jax.numpy as jnp

from mogi import lm_update


def levenberg_marquardt(theta, xy, obs, n_iter=12, lam=1e-2):
    for _ in range(n_iter):
        new, cost, new_cost = lm_update(theta, xy, obs, lam)
        better = new_cost < cost
        theta = jnp.where(better, new, theta)
        lam = jnp.where(better, lam / 3, jnp.minimum(lam * 5, 1e3))
    return theta
