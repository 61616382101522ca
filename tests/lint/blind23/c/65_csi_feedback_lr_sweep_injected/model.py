import jax
import jax.numpy as jnp


def init_params(key, n_in=64, code=8):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (n_in, code)) / 8.0,
            "dec": jax.random.normal(k2, (code, n_in)) / jnp.sqrt(code)}


def reconstruct(params, h):
    return jnp.tanh(h @ params["enc"]) @ params["dec"]
