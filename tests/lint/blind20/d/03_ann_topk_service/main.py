import jax
import numpy as np

from index import FlatIndex

REQUESTS = [
    {"user": "a", "top_k": 5},
    {"user": "b", "top_k": 10},
    {"user": "c", "top_k": 3},
    {"user": "d", "top_k": 20},
    {"user": "e", "top_k": 7},
]


def handle(index, request, rng):
    queries = rng.normal(size=(4, 32)).astype(np.float32)
    scores, ids = index.query(queries, request["top_k"])
    return {"user": request["user"], "ids": np.asarray(ids).tolist()}


def main():
    rng = np.random.default_rng(0)
    corpus = rng.normal(size=(256, 32)).astype(np.float32)
    index = FlatIndex(jax.numpy.asarray(corpus))
    for req in REQUESTS:
        out = handle(index, req, rng)
        print(out["user"], len(out["ids"][0]))


if __name__ == "__main__":
    main()
