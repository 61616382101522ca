import jax
import jax.numpy as jnp


def init_params(key, img_dim, txt_dim, embed_dim, init_temp=10.0, init_bias=-10.0):
    k1, k2 = jax.random.split(key)
    return {
        "img_proj": jax.random.normal(k1, (img_dim, embed_dim)) * 0.05,
        "txt_proj": jax.random.normal(k2, (txt_dim, embed_dim)) * 0.05,
        "t_prime": jnp.log(init_temp),
        "bias": jnp.array(init_bias),
    }
