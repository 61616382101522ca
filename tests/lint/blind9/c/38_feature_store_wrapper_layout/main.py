import jax
import numpy as np

from featurestore.encode import N_BUCKETS, N_CAT, init_tables
from featurestore.offline import export_training_rows
from featurestore.online import OnlineFeatureServer

BATCH, N_DENSE = 32, 4


def batches(n, seed):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield (rng.integers(0, N_BUCKETS, size=(BATCH, N_CAT)).astype(np.int32),
               rng.exponential(size=(BATCH, N_DENSE)).astype(np.float32))


def main():
    tables = init_tables(jax.random.PRNGKey(0))
    snapshot = export_training_rows(tables, batches(4, seed=0))
    print("snapshot", snapshot.shape)
    server = OnlineFeatureServer(tables)
    for i, (cat_ids, dense) in enumerate(batches(4, seed=1)):
        rows = server.lookup(cat_ids, dense)
        print(f"online batch {i}: {rows.shape}, |x|={np.abs(rows).mean():.4f}")


if __name__ == "__main__":
    main()
