import jax
import jax.numpy as jnp


def pairwise_iou(boxes):
    lt = jnp.maximum(boxes[:, None, :2], boxes[None, :, :2])
    rb = jnp.minimum(boxes[:, None, 2:], boxes[None, :, 2:])
    inter = jnp.prod(jnp.clip(rb - lt, 0), -1)
    area = jnp.prod(boxes[:, 2:] - boxes[:, :2], -1)
    return inter / (area[:, None] + area[None, :] - inter + 1e-6)


@jax.jit
def soft_nms(boxes, scores, sigma=0.5):
    """Gaussian soft-NMS over a fixed number of candidates; returns rescored scores."""
    iou = pairwise_iou(boxes)
    n = scores.shape[0]

    def body(i, carry):
        s, done = carry
        cand = jnp.where(done, -jnp.inf, s)
        top = jnp.argmax(cand)
        decay = jnp.exp(-(iou[top] ** 2) / sigma)
        s = jnp.where(done | (jnp.arange(n) == top), s, s * decay)
        return s, done.at[top].set(True)

    rescored, _ = jax.lax.fori_loop(0, n, body, (scores, jnp.zeros(n, bool)))
    return rescored
