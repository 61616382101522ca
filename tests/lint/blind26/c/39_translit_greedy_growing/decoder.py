import jax
import jax.numpy as jnp

V, D = 26, 32


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": jax.random.normal(k1, (V, D)) * 0.3,
            "mix": jax.random.normal(k2, (D, D)) * 0.3,
            "out": jax.random.normal(k3, (D, V)) * 0.3}


@jax.jit
def next_token(params, src_summary, prefix):
    h = params["emb"][prefix].mean(0) + src_summary
    h = jnp.tanh(h @ params["mix"])
    return jnp.argmax(h @ params["out"])
