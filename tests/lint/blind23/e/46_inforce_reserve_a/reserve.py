import jax
import jax.numpy as jnp


@jax.jit
def monthly_reserve(age, sum_assured):
    t = jnp.arange(1, 241) / 12.0
    mu = 5e-5 * jnp.exp(0.095 * (age[:, None] + t[None, :]))
    surv = jnp.exp(-jnp.cumsum(mu, axis=1) / 12.0)
    v = 1.035 ** (-t)
    return jnp.sum(sum_assured[:, None] * surv * mu / 12.0 * v[None, :])
