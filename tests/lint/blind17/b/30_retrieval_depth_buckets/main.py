import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.lru_cache(maxsize=None)
def retriever(k):
    def retrieve(index, query):
        scores = index @ query
        return jax.lax.top_k(scores, k)

    return jax.jit(retrieve)


DEPTH_BUCKETS = (32, 64, 128)


def depth_bucket(depth):
    for b in DEPTH_BUCKETS:
        if depth <= b:
            return b
    raise ValueError(f"page too deep: {depth}")


def handle(index, query, page, page_size):
    k = depth_bucket((page + 1) * page_size)
    scores, ids = retriever(k)(index, query)
    return ids[page * page_size:(page + 1) * page_size]


def main():
    rng = np.random.default_rng(0)
    index = jnp.asarray(rng.normal(size=(1000, 32)).astype(np.float32))
    queries = jnp.asarray(rng.normal(size=(6, 32)).astype(np.float32))
    requests = [(0, 0, 10), (1, 1, 10), (2, 0, 20), (3, 2, 10), (4, 0, 25), (5, 1, 20)]
    for qid, page, size in requests:
        print(qid, handle(index, queries[qid], page, size)[:3].tolist())


if __name__ == "__main__":
    main()
