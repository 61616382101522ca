from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("pooling",))
def pooled_logits(emb, w, ids, pooling):
    h = emb[ids]
    h = h.max(1) if pooling == "max" else h.mean(1)
    return h @ w

def loss(params, ids, y, pooling):
    z = pooled_logits(params["emb"], params["w"], ids, pooling=pooling)
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
