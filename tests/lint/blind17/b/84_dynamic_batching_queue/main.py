import jax
import numpy as np

from batcher import MicroBatcher
from model import score_batch


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    users_t = jax.random.normal(k1, (100, 8))
    items_t = jax.random.normal(k2, (400, 8))
    batcher = MicroBatcher()
    next_id = 0
    for tick in range(6):
        for _ in range(int(rng.poisson(6)) + 1):
            batcher.submit({"id": next_id, "user": int(rng.integers(100)),
                            "candidates": rng.integers(0, 400, 10)})
            next_id += 1
        users, cands, ids = batcher.flush()
        scores = score_batch(users_t, items_t, users, cands)
        print(tick, len(ids), scores.argmax(-1)[:3].tolist())


if __name__ == "__main__":
    main()
