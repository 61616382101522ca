import jax
import jax.numpy as jnp


@jax.jit
def contact_metrics(logits, contacts, mask):
    probs = jax.nn.sigmoid(logits)
    pred = probs > 0.5
    tp = jnp.sum(pred & contacts & mask)
    precision = tp / jnp.maximum(jnp.sum(pred & mask), 1)
    recall = tp / jnp.maximum(jnp.sum(contacts & mask), 1)
    bce = -jnp.sum(mask * (contacts * jnp.log(probs + 1e-7) + (1 - contacts) * jnp.log(1 - probs + 1e-7)))
    return {"precision": precision, "recall": recall, "bce": bce / jnp.sum(mask)}
