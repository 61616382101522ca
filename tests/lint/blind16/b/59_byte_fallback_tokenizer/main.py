import jax
import jax.numpy as jnp

from tokenizers import tokenize

VOCAB = 256 + 16


@jax.jit
def encode(table, ids):
    mask = (ids > 0)[..., None]
    pooled = (table[ids] * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
    return pooled / jnp.linalg.norm(pooled, axis=-1, keepdims=True)


def main():
    table = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, 16))
    requests = [
        ["hello world", "good morning"],
        ["how are you today", "hello"],
        ["guten Morgen", "hello world"],
        ["good morning world", "you are today"],
        ["¿qué tal?", "bonjour"],
    ]
    for texts in requests:
        emb = encode(table, tokenize(texts))
        print(texts, round(float(emb[0] @ emb[1]), 3))


if __name__ == "__main__":
    main()
