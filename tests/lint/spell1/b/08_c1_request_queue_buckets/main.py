import math

import jax
import jax.numpy as jnp
import numpy as np

MAX_BATCH = 32
EMBED_DIM = 16
VOCAB = 100
BUCKETS = (8, 16, 32)


def bucket_for(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


class Ranker:
    def __init__(self, seed=0):
        key = jax.random.PRNGKey(seed)
        k1, k2 = jax.random.split(key)
        self.table = jax.random.normal(k1, (VOCAB, EMBED_DIM))
        self.head = jax.random.normal(k2, (EMBED_DIM,))
        self._score = jax.jit(self.score_batch)

    def score_batch(self, table, head, item_ids):
        emb = table[item_ids].mean(axis=1)
        return jax.nn.sigmoid(emb @ head)

    def handle(self, requests):
        n_chunks = max(1, math.ceil(len(requests) / MAX_BATCH))
        out = []
        for chunk in np.array_split(requests, n_chunks):
            n = len(chunk)
            padded = np.zeros((bucket_for(n),) + chunk.shape[1:], chunk.dtype)
            padded[:n] = chunk
            out.append(np.asarray(self._score(self.table, self.head, padded))[:n])
        return np.concatenate(out)


def poll_queue(tick, rng):
    n = int(rng.integers(3, 40))
    return rng.integers(0, VOCAB, size=(n, 5))


def main():
    rng = np.random.default_rng(1)
    ranker = Ranker()
    for tick in range(8):
        reqs = poll_queue(tick, rng)
        scores = ranker.handle(reqs)
        print(f"tick {tick}: served {len(scores)} requests, top={scores.max():.3f}")


if __name__ == "__main__":
    main()
