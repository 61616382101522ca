import jax
import jax.numpy as jnp


@jax.jit
def line_logits(params, lines):
    cols = jnp.einsum("bhw,hd->bwd", lines, params["enc"])
    return jnp.tanh(cols) @ params["dec"]


def init(key):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (12, 24)) * 0.1, "dec": jax.random.normal(k2, (24, 28)) * 0.1}
