import jax
import jax.numpy as jnp


def topk_accuracy(logits, labels, k):
    topk = jax.lax.top_k(logits, k)[1]
    return jnp.any(topk == labels[:, None], axis=-1).mean()
