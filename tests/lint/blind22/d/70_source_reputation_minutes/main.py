import jax
import jax.numpy as jnp
import numpy as np

from ipindex import unique_sources, TABLE_SIZE


@jax.jit
def reputation_lookup(table, buckets, valid):
    rep = jnp.where(valid, table[buckets], 0.0)
    return rep.sum() / jnp.maximum(valid.sum(), 1), ((rep > 0.8) & valid).sum()


def conn_window(rng, n=200):
    src = rng.integers(0, 60, size=n, dtype=np.int64) + 167772160
    dst = rng.integers(0, 2**32, size=n, dtype=np.int64)
    return np.stack([src, dst], axis=1)


def main():
    rng = np.random.default_rng(0)
    table = jax.random.uniform(jax.random.PRNGKey(0), (TABLE_SIZE,))
    for minute in range(5):
        buckets, valid = unique_sources(conn_window(rng))
        mean_rep, n_bad = reputation_lookup(table, buckets, valid)
        print(minute, int(valid.sum()), float(mean_rep), int(n_bad))


if __name__ == "__main__":
    main()
