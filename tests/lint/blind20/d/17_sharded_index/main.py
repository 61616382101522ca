import jax
import jax.numpy as jnp
import numpy as np

from shards import SHARD_SIZE, build_shards

DIM = 32
K = 5


@jax.jit
def shard_topk(shard, queries):
    sims = queries @ shard.T.astype(queries.dtype)
    return jax.lax.top_k(sims, K)


def search_all(shards, queries):
    all_scores, all_ids = [], []
    for i, shard in enumerate(shards):
        s, ids = shard_topk(shard, queries)
        all_scores.append(np.asarray(s))
        all_ids.append(np.asarray(ids) + i * SHARD_SIZE)
    scores = np.concatenate(all_scores, axis=1)
    ids = np.concatenate(all_ids, axis=1)
    best = np.argsort(-scores, axis=1)[:, :K]
    return np.take_along_axis(ids, best, axis=1)


def main():
    rng = np.random.default_rng(0)
    shards = build_shards(rng, DIM, n_shards=4)
    for _ in range(3):
        queries = rng.normal(size=(4, DIM)).astype(np.float32)
        print(search_all(shards, queries)[0])


if __name__ == "__main__":
    main()
