import jax
import jax.numpy as jnp


@jax.jit
def self_attention_pool(params, x, mask=None):
    q = x @ params["q"]
    k = x @ params["k"]
    scores = (q @ k.swapaxes(-1, -2)) / jnp.sqrt(q.shape[-1])
    if mask is not None:
        scores = jnp.where(mask[:, None, :], scores, -1e9)
    att = jax.nn.softmax(scores, -1)
    return (att @ x).mean(1)
