import jax.numpy as jnp


def make_top_k(k):
    def top_k_filter(logits):
        kth = jnp.sort(logits, axis=-1)[..., -k][..., None]
        return jnp.where(logits < kth, -1e9, logits)
    return top_k_filter


def make_repetition_penalty(history_weight):
    def penalise(logits):
        return logits - history_weight * jnp.maximum(logits, 0.0)
    return penalise
