import functools

import jax
import jax.numpy as jnp


def log_density(x):
    return -0.5 * jnp.sum(x**2 / jnp.array([0.1, 1.0, 10.0]))


@functools.partial(jax.jit, static_argnums=(2,))
def hmc_step(x, key, inv_mass, eps=0.3, n_leap=8):
    m_inv = jnp.asarray(inv_mass.value)
    k1, k2 = jax.random.split(key)
    p0 = jax.random.normal(k1, x.shape) / jnp.sqrt(m_inv)
    grad = jax.grad(log_density)
    q, p = x, p0 + 0.5 * eps * grad(x)
    for i in range(n_leap):
        q = q + eps * m_inv * p
        if i < n_leap - 1:
            p = p + eps * grad(q)
    p = p + 0.5 * eps * grad(q)
    h0 = -log_density(x) + 0.5 * jnp.sum(m_inv * p0**2)
    h1 = -log_density(q) + 0.5 * jnp.sum(m_inv * p**2)
    accept = jnp.log(jax.random.uniform(k2)) < h0 - h1
    return jnp.where(accept, q, x)
