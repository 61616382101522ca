import haiku as hk
import jax
import jax.numpy as jnp

from data import PAD_ID


def bag_of_embeddings(tokens):
    mask = (tokens != PAD_ID).astype(jnp.float32)
    emb = hk.Embed(vocab_size=64, embed_dim=16)(tokens)
    pooled = (emb * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return hk.Linear(2)(jax.nn.relu(hk.Linear(16)(pooled)))


network = hk.without_apply_rng(hk.transform(bag_of_embeddings))
