from functools import partial

import jax
import numpy as np

from hashing import bytes_to_array, hash_bigrams

VOCAB_SIZE = 4096
HASH_SEED = 17

SHARDS = {
    "reviews-000": ["great product", "arrived late", "would buy again"],
    "reviews-001": ["terrible support", "ok value for money", "five stars"],
    "reviews-002": ["broke after a week", "exactly as described", "meh"],
    "reviews-003": ["fast shipping", "wrong colour", "love it", "never again"],
    "reviews-004": ["too small", "perfect fit", "returned it"],
}


def tokenize_shards(shards):
    out = {}
    for name, texts in shards.items():
        tokenize = jax.jit(partial(hash_bigrams, vocab_size=VOCAB_SIZE, seed=HASH_SEED))
        chars = bytes_to_array(texts + [""] * (4 - len(texts)))
        out[name] = np.asarray(tokenize(chars))[: len(texts)]
    return out


def main():
    tokens = tokenize_shards(SHARDS)
    for name, ids in tokens.items():
        print(name, ids.shape, int((ids > 0).sum()), "bigrams")


if __name__ == "__main__":
    main()
