import jax
import jax.numpy as jnp
import numpy as np

from recsys import RetrievalOptions, retrieve

N_ITEMS, DIM = 2000, 32


def request_stream(n, seed=1):
    rng = np.random.default_rng(seed)
    for i in range(n):
        seen = np.zeros(N_ITEMS, dtype=bool)
        seen[rng.choice(N_ITEMS, size=20, replace=False)] = True
        yield {"user_id": i, "query": rng.normal(size=DIM).astype(np.float32),
               "seen": seen, "top_k": 10}


def main():
    item_table = jax.random.normal(jax.random.PRNGKey(0), (N_ITEMS, DIM))
    for req in request_stream(7):
        opts = RetrievalOptions.from_request(req)
        vals, idx = retrieve(item_table, jnp.asarray(req["query"]), jnp.asarray(req["seen"]), opts)
        print(req["user_id"], opts, np.asarray(idx)[:3])


if __name__ == "__main__":
    main()
