import jax
import jax.numpy as jnp


def uplift(theta, xy):
    x0, y0, d, dv = theta
    r2 = (xy[:, 0] - x0) ** 2 + (xy[:, 1] - y0) ** 2
    return 1e3 * 0.75 * dv / jnp.pi * d / (r2 + d ** 2) ** 1.5


@jax.jit
def lm_update(theta, xy, obs, lam):
    r = obs - uplift(theta, xy)
    J = jax.jacfwd(uplift)(theta, xy)
    A = J.T @ J
    step = jnp.linalg.solve(A + lam * jnp.diag(jnp.diag(A)), J.T @ r)
    new = theta + step
    return new, jnp.sum(r ** 2), jnp.sum((obs - uplift(new, xy)) ** 2)
