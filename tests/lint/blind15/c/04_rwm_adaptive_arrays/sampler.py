import jax
import jax.numpy as jnp


def log_density(x):
    # banana-shaped target
    return -0.5 * (x[..., 0] ** 2 + (x[..., 1] - x[..., 0] ** 2) ** 2 + x[..., 2] ** 2)


@jax.jit
def rwm_block(key, x, step_size):
    def one(carry, k):
        x, n_acc = carry
        k1, k2 = jax.random.split(k)
        prop = x + step_size * jax.random.normal(k1, x.shape)
        log_a = log_density(prop) - log_density(x)
        accept = jnp.log(jax.random.uniform(k2, log_a.shape)) < log_a
        x = jnp.where(accept[:, None], prop, x)
        return (x, n_acc + accept), None

    keys = jax.random.split(key, 50)
    (x, n_acc), _ = jax.lax.scan(one, (x, jnp.zeros(x.shape[0])), keys)
    return x, n_acc / 50.0
