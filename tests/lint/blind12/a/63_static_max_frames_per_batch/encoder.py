from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("max_frames",))
def encode_utterances(params, feats, lengths, max_frames):
    feats = feats[:, :max_frames]
    mask = jnp.arange(max_frames)[None, :] < lengths[:, None]
    h = jnp.tanh(feats @ params["w"])
    att = jnp.where(mask[:, None, :], h @ h.transpose(0, 2, 1), -1e9)
    ctx = jax.nn.softmax(att, axis=-1) @ h
    pooled = (ctx * mask[..., None]).sum(1) / lengths[:, None]
    return pooled @ params["cls"]
