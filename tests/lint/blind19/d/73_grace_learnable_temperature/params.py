import jax
import jax.numpy as jnp


def init_params(key, d_in, dim):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "enc1": jax.random.normal(k1, (d_in, dim)) * 0.2,
        "enc2": jax.random.normal(k2, (dim, dim)) * 0.2,
        "proj": jax.random.normal(k3, (dim, dim)) * 0.2,
        "log_tau": jnp.asarray(0.0),
    }
