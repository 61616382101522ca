import jax
import jax.numpy as jnp
import numpy as np

from recsys import RetrievalOptions, retrieve

N_ITEMS, DIM = 2000, 32


class Recommender:
    def __init__(self, item_table):
        self.item_table = item_table
        self.opts = RetrievalOptions()

    def __call__(self, req):
        self.opts = RetrievalOptions.from_request(req)
        vals, idx = retrieve(self.item_table, jnp.asarray(req["query"]),
                             jnp.asarray(req["seen"]), self.opts)
        return np.asarray(idx)


def request_stream(n, seed=1):
    rng = np.random.default_rng(seed)
    for i in range(n):
        seen = np.zeros(N_ITEMS, dtype=bool)
        seen[rng.choice(N_ITEMS, size=20, replace=False)] = True
        yield {"user_id": i, "query": rng.normal(size=DIM).astype(np.float32),
               "seen": seen, "top_k": 10}


def main():
    rec = Recommender(jax.random.normal(jax.random.PRNGKey(0), (N_ITEMS, DIM)))
    for req in request_stream(7):
        idx = rec(req)
        print(req["user_id"], rec.opts, idx[:3])


if __name__ == "__main__":
    main()
