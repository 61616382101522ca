import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def get_postprocess(max_detections):
    def postprocess(scores, boxes, score_threshold):
        keep = scores >= score_threshold
        masked = jnp.where(keep, scores, -jnp.inf)
        top_scores, idx = jax.lax.top_k(masked, max_detections)
        return top_scores, boxes[idx], jnp.sum(keep)

    return jax.jit(postprocess)
