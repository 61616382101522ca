import jax
import jax.numpy as jnp
import numpy as np

from textprep import collate

emb = jax.random.normal(jax.random.PRNGKey(0), (16, 8))


@jax.jit
def embed_mean(ids, mask):
    vecs = emb[ids] * mask[..., None]
    return vecs.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)


corpus = [
    ["the cat sat", "a dog ran"],
    ["the big red dog sat on the mat", "a cat"],
    ["dog ran fast", "the cat sat on a mat"],
    ["slow cat", "red dog"],
    ["the dog ran on the big mat fast", "a cat sat"],
    ["cat", "the slow red cat sat on a big mat"],
]

for batch in corpus:
    ids, mask = collate(batch)
    print(embed_mean(ids, mask).shape)
