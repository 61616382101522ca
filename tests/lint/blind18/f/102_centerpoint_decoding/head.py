import jax
import jax.numpy as jnp


def center_head(feats, w_cls, w_reg):
    return jax.nn.sigmoid(feats @ w_cls), feats @ w_reg


@jax.jit
def decode(outputs, score_thresh=0.5):
    heat, reg = outputs
    score = heat.max(axis=-1)
    keep = score > score_thresh
    return jnp.where(keep[..., None], reg, 0.0), keep
