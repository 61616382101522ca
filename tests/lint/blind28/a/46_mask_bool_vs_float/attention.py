import jax
import jax.numpy as jnp


@jax.jit
def pooled_review_vector(emb, w_att, tokens, mask):
    e = emb[tokens]
    scores = e @ w_att
    scores = jnp.where(mask > 0, scores, -1e9)
    a = jax.nn.softmax(scores, axis=-1)
    return jnp.einsum("bl,bld->bd", a, e)
