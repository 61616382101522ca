import jax
import jax.numpy as jnp


@jax.jit
def accumulate_counts(correct, total, logits, tags, mask):
    preds = jnp.argmax(logits, axis=-1)
    hits = jnp.sum((preds == tags) & mask)
    return correct + hits, total + jnp.sum(mask)


def token_accuracy(predict_fn, batches):
    correct = total = jnp.zeros((), dtype=jnp.int32)
    for ids, tags, mask in batches:
        logits = predict_fn(ids)
        correct, total = accumulate_counts(correct, total, logits, tags, mask)
    return float(correct) / max(float(total), 1.0)
