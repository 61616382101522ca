import jax
import jax.numpy as jnp


def init_encoder(key, hidden=32, out=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (3, hidden)) * 0.5, "w2": jax.random.normal(k2, (hidden, out)) * 0.2}


@jax.jit
def embed_fragments(params, pts, mask):
    h = jax.nn.relu(pts @ params["w1"]) @ params["w2"]
    h = jnp.where(mask[..., None] > 0, h, -jnp.inf)
    return h.max(axis=1)
