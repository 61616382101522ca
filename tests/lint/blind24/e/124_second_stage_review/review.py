import jax
import jax.numpy as jnp


@jax.jit
def second_opinion(frame_feats, w):
    logits = jnp.tanh(frame_feats @ w)
    return jax.nn.softmax(logits, axis=-1)[:, 1].max()
