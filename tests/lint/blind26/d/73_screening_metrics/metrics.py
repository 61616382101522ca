import jax
import jax.numpy as jnp


@jax.jit
def accumulate(totals, batch_metrics):
    return {k: totals.get(k, 0.0) + v for k, v in batch_metrics.items()}


def batch_metrics(logits, labels, with_sensitivity):
    pred = logits.argmax(-1)
    m = {"correct": (pred == labels).sum().astype(jnp.float32), "n": jnp.float32(labels.shape[0])}
    if with_sensitivity:
        pos = labels > 0
        m["tp"] = ((pred > 0) & pos).sum().astype(jnp.float32)
        m["pos"] = pos.sum().astype(jnp.float32)
    return m
