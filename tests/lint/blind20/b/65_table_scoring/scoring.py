import jax
import jax.numpy as jnp


@jax.jit
def table_likelihood(per_doc_boxes, weights):
    out = {}
    for doc_id, boxes in per_doc_boxes.items():
        widths = boxes[:, 2] - boxes[:, 0]
        heights = boxes[:, 3] - boxes[:, 1]
        aligned = jnp.abs(boxes[:, None, 0] - boxes[None, :, 0]) < 0.02
        out[doc_id] = jax.nn.sigmoid(weights[0] * aligned.mean() + weights[1] * (widths / heights).mean())
    return out
