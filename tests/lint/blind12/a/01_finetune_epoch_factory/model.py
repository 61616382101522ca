import jax
import jax.numpy as jnp


def init_classifier(key, vocab_size, embed_dim, num_labels):
    k1, k2 = jax.random.split(key)
    return {
        "embed": jax.random.normal(k1, (vocab_size, embed_dim)) * 0.02,
        "head": jax.random.normal(k2, (embed_dim, num_labels)) * 0.02,
    }


def classifier_logits(params, token_ids, mask):
    emb = params["embed"][token_ids]
    pooled = (emb * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return pooled @ params["head"]
