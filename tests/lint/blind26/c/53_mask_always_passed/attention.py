import jax
import jax.numpy as jnp


@jax.jit
def masked_attention_pool(params, x, mask):
    q = x @ params["q"]
    k = x @ params["k"]
    scores = (q @ k.swapaxes(-1, -2)) / jnp.sqrt(q.shape[-1])
    scores = jnp.where(mask[:, None, :], scores, -1e9)
    return (jax.nn.softmax(scores, -1) @ x).mean(1)
