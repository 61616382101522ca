import math

import jax
import jax.numpy as jnp
import numpy as np

MAX_BATCH = 8
EMBED_DIM = 16
VOCAB = 100


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
            out.append(np.asarray(self._score(self.table, self.head, chunk)))
        return np.concatenate(out)


def poll_queue(tick, rng):
    # number of pending requests depends on traffic
    n = int(rng.integers(3, 40))
    return rng.integers(0, VOCAB, size=(n, 5))


def main():
    rng = np.random.default_rng(1)
    ranker = Ranker()
    for tick in range(6):
        reqs = poll_queue(tick, rng)
        scores = ranker.handle(reqs)
        print(f"tick {tick}: served {len(scores)} requests, top={scores.max():.3f}")


if __name__ == "__main__":
    main()
