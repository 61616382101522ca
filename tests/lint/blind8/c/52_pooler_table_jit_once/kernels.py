import jax
import jax.numpy as jnp


def embed_mean(table, ids, mask):
    return (table[ids] * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)


def embed_max(table, ids, mask):
    return jnp.where(mask[..., None] > 0, table[ids], -jnp.inf).max(1)


def embed_first(table, ids, mask):
    return table[ids[:, 0]]


POOLERS = {"mean": embed_mean, "max": embed_max, "cls": embed_first}
