import jax
import jax.numpy as jnp
import numpy as np


def init_params(key, img_dim, txt_dim, embed_dim, init_temp=10.0, init_bias=-10.0):
    k1, k2 = jax.random.split(key)
    return {
        "img_proj": jax.random.normal(k1, (img_dim, embed_dim)) * 0.05,
        "txt_proj": jax.random.normal(k2, (txt_dim, embed_dim)) * 0.05,
        "t_prime": jnp.asarray(np.log(init_temp), dtype=jnp.float32),
        "bias": jnp.full((), init_bias, dtype=jnp.float32),
    }
