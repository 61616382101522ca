import jax
import numpy as np

from index import EmbeddingIndex

NUM_ITEMS = 2000
DIM = 32
QUERY_BATCH = 8


def main():
    rng = np.random.default_rng(3)
    items = rng.normal(size=(NUM_ITEMS, DIM)).astype(np.float32)
    index = EmbeddingIndex(jax.numpy.asarray(items))
    for batch_id in range(6):
        queries = rng.normal(size=(QUERY_BATCH, DIM)).astype(np.float32)
        scores, ids = index.query(queries)
        print(f"batch {batch_id}: best item {int(ids[0, 0])} score {float(scores[0, 0]):.3f}")


if __name__ == "__main__":
    main()
