import jax
import jax.numpy as jnp

TOP_K = 16


@jax.jit
def decode_detections(cls_logits, box_deltas, anchors, score_thresh=0.05):
    probs = jax.nn.sigmoid(cls_logits)
    scores = probs.max(-1)
    labels = probs.argmax(-1)
    boxes = anchors + box_deltas
    scores = jnp.where(scores >= score_thresh, scores, 0.0)
    top_scores, idx = jax.lax.top_k(scores, TOP_K)
    return boxes[idx], top_scores, labels[idx]
