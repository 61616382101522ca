"""Track the most central accounts across daily snapshots of a transaction graph."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from ranking import pagerank

N_ACCOUNTS = 50
DAYS = 6


def snapshot(rng, day):
    hubs = rng.choice(N_ACCOUNTS, 3, replace=False)
    adj = (rng.random((N_ACCOUNTS, N_ACCOUNTS)) < 0.04).astype(np.float32)
    adj[:, hubs] += (rng.random((N_ACCOUNTS, 3)) < 0.3)
    np.fill_diagonal(adj, 0.0)
    return np.minimum(adj, 1.0)


def main():
    rng = np.random.default_rng(0)
    settings = {"damping": 0.85, "n_iter": 30}
    prev_top = set()
    for day in range(DAYS):
        adj = jnp.asarray(snapshot(rng, day))
        rank = jax.jit(partial(pagerank, **settings))
        scores = np.asarray(rank(adj))
        top = set(np.argsort(-scores)[:3].tolist())
        print(f"day {day}: top accounts {sorted(top)} (new: {sorted(top - prev_top)})")
        prev_top = top


if __name__ == "__main__":
    main()
