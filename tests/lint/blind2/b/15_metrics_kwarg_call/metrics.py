import jax
import jax.numpy as jnp


@jax.jit
def compute_metrics(logits, labels):
    pred = jnp.argmax(logits, -1)
    tp = jnp.sum((pred == 1) & (labels == 1))
    fp = jnp.sum((pred == 1) & (labels == 0))
    fn = jnp.sum((pred == 0) & (labels == 1))
    precision = tp / jnp.maximum(tp + fp, 1)
    recall = tp / jnp.maximum(tp + fn, 1)
    return {"precision": precision, "recall": recall,
            "f1": 2 * precision * recall / jnp.maximum(precision + recall, 1e-8)}
