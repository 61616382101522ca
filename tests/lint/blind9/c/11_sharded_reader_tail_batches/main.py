import numpy as np

from pipeline.reader import ShardedReader
from pipeline.transforms import featurize

SHARDS = [300, 270, 310, 290, 260]


def main():
    reader = ShardedReader(SHARDS, n_dense=8, n_cat=3, batch_size=64)
    n_rows, dense_sum = 0, 0.0
    for dense, cats in reader:
        logd, ids = featurize(dense, cats)
        n_rows += logd.shape[0]
        dense_sum += float(logd.sum())
    print(f"rows={n_rows} mean log-dense={dense_sum / n_rows / 8:.4f}")


if __name__ == "__main__":
    main()
