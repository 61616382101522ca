import jax
import jax.numpy as jnp


def energy(x):
    # rugged 1-d landscape
    return 0.1 * x ** 4 - x ** 2 + 0.5 * jnp.sin(5 * x)


@jax.jit
def metropolis_run(key, x, temperature, step):
    def body(x, k):
        k1, k2 = jax.random.split(k)
        prop = x + step * jax.random.normal(k1, x.shape)
        log_a = -(energy(prop) - energy(x)) / temperature
        accept = jnp.log(jax.random.uniform(k2, x.shape)) < log_a
        return jnp.where(accept, prop, x), None
    x, _ = jax.lax.scan(body, x, jax.random.split(key, 200))
    return x
