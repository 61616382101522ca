import jax
import jax.numpy as jnp


def init_recognizer(key, width=48, n_chars=30):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (16, 32)) * 0.1,
            "dec": jax.random.normal(k2, (32, n_chars)) * 0.1}


@jax.jit
def transcribe(params, images):
    cols = jnp.einsum("bhw,hd->bwd", images, params["enc"])
    logits = jnp.tanh(cols) @ params["dec"]
    return jnp.argmax(logits, axis=-1)
