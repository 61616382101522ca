import jax
import jax.numpy as jnp


def log_target(x):
    return -0.5 * jnp.sum(x**2 / jnp.array([1.0, 4.0, 0.25]))


@jax.jit
def rwm_step(x, key, step):
    k1, k2 = jax.random.split(key)
    prop = x + step * jax.random.normal(k1, x.shape)
    log_a = log_target(prop) - log_target(x)
    accept = jnp.log(jax.random.uniform(k2)) < log_a
    return jnp.where(accept, prop, x), jnp.minimum(1.0, jnp.exp(log_a))
