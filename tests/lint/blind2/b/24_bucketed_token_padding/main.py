import jax
import jax.numpy as jnp

from tokenizer import PAD, ByteTokenizer, collate

texts = [
    "the cat sat", "on the mat", "a quick brown fox", "jumps",
    "over the lazy dog today", "hello", "numerical methods", "ode",
    "streaming tokens in batches", "jax", "padding", "masks are useful",
]
tok = ByteTokenizer()
table = jax.random.normal(jax.random.PRNGKey(0), (tok.vocab_size, 16))


@jax.jit
def mean_pool(table, token_ids):
    mask = (token_ids != PAD)[..., None]
    return (table[token_ids] * mask).sum(1) / jnp.maximum(mask.sum(1), 1)


for start in range(0, len(texts), 3):
    ids = collate(tok, texts[start:start + 3])
    print(ids.shape, float(mean_pool(table, ids).mean()))
