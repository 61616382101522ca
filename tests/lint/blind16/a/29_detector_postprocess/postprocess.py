import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def get_postprocess(cfg):
    def postprocess(scores, boxes):
        keep = scores >= cfg.score_threshold
        masked = jnp.where(keep, scores, -jnp.inf)
        top_scores, idx = jax.lax.top_k(masked, cfg.max_detections)
        return top_scores, boxes[idx], jnp.sum(keep)

    return jax.jit(postprocess)
