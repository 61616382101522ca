import functools

import jax
import jax.numpy as jnp


def log_prob(x):
    # banana-shaped target
    return -0.5 * (x[0] ** 2 / 4.0 + (x[1] - 0.25 * x[0] ** 2) ** 2)


@functools.partial(jax.jit, static_argnames=("n_leapfrog",))
def hmc_step(x, key, step_size, n_leapfrog):
    k1, k2 = jax.random.split(key)
    p0 = jax.random.normal(k1, x.shape)
    grad = jax.grad(log_prob)
    q, p = x, p0 + 0.5 * step_size * grad(x)
    for i in range(n_leapfrog):
        q = q + step_size * p
        if i < n_leapfrog - 1:
            p = p + step_size * grad(q)
    p = p + 0.5 * step_size * grad(q)
    h0 = -log_prob(x) + 0.5 * jnp.sum(p0**2)
    h1 = -log_prob(q) + 0.5 * jnp.sum(p**2)
    accept = jnp.log(jax.random.uniform(k2)) < h0 - h1
    return jnp.where(accept, q, x), accept
