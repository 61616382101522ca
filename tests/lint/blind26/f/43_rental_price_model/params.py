import jax
import jax.numpy as jnp

def init_params(key, n_features):
    return {
        "beta": jax.random.normal(key, (n_features,)) * 0.01,
        "intercept": jnp.array(0.0),
    }
