import jax
import jax.numpy as jnp


@jax.jit
def filter_detections(boxes, scores, score_thresh=0.3):
    keep = scores > score_thresh
    return jnp.where(keep[:, None], boxes, 0.0), keep.sum()
