import jax.numpy as jnp
import numpy as np

from ivf import ivf_search
from params import SearchParams

DIM = 16
N_LISTS = 8
LIST_SIZE = 16


def build_index(rng):
    centroids = rng.normal(size=(N_LISTS, DIM)).astype(np.float32)
    lists = centroids[:, None, :] + 0.2 * rng.normal(size=(N_LISTS, LIST_SIZE, DIM)).astype(np.float32)
    return jnp.asarray(centroids), jnp.asarray(lists)


def serve(centroids, lists, query):
    params = SearchParams(k=5, n_probe=2)
    return ivf_search(centroids, lists, query, params)


def main():
    rng = np.random.default_rng(0)
    centroids, lists = build_index(rng)
    for _ in range(5):
        query = rng.normal(size=(DIM,)).astype(np.float32)
        scores, ids = serve(centroids, lists, query)
        print(np.asarray(ids))


if __name__ == "__main__":
    main()
