import jax
import jax.numpy as jnp
import numpy as np

from tokenizer import PAD, CharTokenizer, collate

texts = [
    "the cat sat", "on the mat", "a quick brown fox", "jumps",
    "over the lazy dog today", "hello", "numerical methods", "ode",
    "streaming tokens in batches", "jax", "padding", "masks are useful",
]
tok = CharTokenizer(texts)
embeddings = jax.random.normal(jax.random.PRNGKey(0), (tok.vocab_size, 16))


@jax.jit
def mean_pool(table, token_ids):
    mask = (token_ids != PAD)[..., None]
    emb = table[token_ids] * mask
    return emb.sum(1) / jnp.maximum(mask.sum(1), 1)


batch_size = 3
for start in range(0, len(texts), batch_size):
    ids = collate(tok, texts[start:start + batch_size])
    pooled = mean_pool(embeddings, ids)
    print(ids.shape, np.round(float(pooled.mean()), 4))
