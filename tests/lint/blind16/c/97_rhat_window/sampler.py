import jax
import jax.numpy as jnp


def log_density(x):
    return -0.5 * (x[..., 0] ** 2 + 4.0 * (x[..., 1] - 0.5 * x[..., 0] ** 2) ** 2)


@jax.jit
def rwm_chains(x, key, scale=0.6):
    k1, k2 = jax.random.split(key)
    prop = x + scale * jax.random.normal(k1, x.shape)
    accept = jnp.log(jax.random.uniform(k2, x.shape[:1])) < log_density(prop) - log_density(x)
    return jnp.where(accept[:, None], prop, x)


def sample(n_chains, n_iter, key, callback):
    x = jax.random.normal(key, (n_chains, 2)) * 2.0
    draws = []
    for it in range(1, n_iter + 1):
        key, sub = jax.random.split(key)
        x = rwm_chains(x, sub)
        draws.append(x)
        if callback(it, draws):
            break
    return draws
