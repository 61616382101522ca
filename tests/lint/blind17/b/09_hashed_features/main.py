import jax
import jax.numpy as jnp
import numpy as np

from features import NUM_BUCKETS, hash_tokens, pooled_embedding

VOCAB = ["shoes", "red", "running", "nike", "sale", "kids", "size:9", "brand:acme",
         "color:blue", "cat:outdoor", "cat:home", "lamp", "desk", "usb", "cable"]


def make_batch(rng, batch=16, fields=4):
    rows = [hash_tokens(rng.choice(VOCAB, size=fields).tolist()) for _ in range(batch)]
    return jnp.asarray(np.stack(rows))


def main():
    rng = np.random.default_rng(0)
    table = jax.random.normal(jax.random.PRNGKey(0), (NUM_BUCKETS, 8))
    w = jnp.ones((8,)) / 8
    for step in range(6):
        ids = make_batch(rng)
        feats = pooled_embedding(table, ids)
        print(step, float((feats @ w).mean()))


if __name__ == "__main__":
    main()
