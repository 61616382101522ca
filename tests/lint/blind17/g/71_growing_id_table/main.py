import jax
import jax.numpy as jnp
import numpy as np

from embeddings import IdEmbeddingTable


@jax.jit
def session_vector(table, ids):
    return jnp.mean(table[ids], axis=0)


def main():
    rng = np.random.default_rng(0)
    store = IdEmbeddingTable()
    for batch in range(5):
        raw = [f"item-{i}" for i in rng.integers(0, 40, size=10)]
        ids = store.lookup_ids(raw)
        vec = session_vector(store.table, ids)
        print(batch, store.table.shape[0], np.asarray(vec)[:3].round(3))


if __name__ == "__main__":
    main()
