import jax
import jax.numpy as jnp

UP = jnp.float32(5.0)
DOWN = jnp.float32(0.3)


def so2_decay(theta, t):
    a, k, b = theta
    return a * jnp.exp(-k * t) + b


@jax.jit
def damped_gauss_newton(theta, t, obs, lam):
    r = obs - so2_decay(theta, t)
    J = jax.jacfwd(so2_decay)(theta, t)
    A = J.T @ J
    new = theta + jnp.linalg.solve(A + lam * jnp.eye(3), J.T @ r)
    return new, jnp.sum(r ** 2), jnp.sum((obs - so2_decay(new, t)) ** 2)
