import numpy as np

from hooks import ColumnStatsLogger
from pipeline import ShardPipeline


def standardize(batch):
    return (batch - batch.mean(axis=0)) / (batch.std(axis=0) + 1e-6)


def clip_outliers(batch, k=4.0):
    return np.clip(batch, -k, k)


def make_shards(n_shards=6, rows=32, cols=12, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.normal(3.0, 2.0, size=(rows, cols)).astype(np.float32) for _ in range(n_shards)]


def main():
    logger = ColumnStatsLogger()
    pipe = ShardPipeline(make_shards(), transforms=[standardize, clip_outliers], hooks=[logger])
    table = pipe.run()
    print("rows:", table.shape[0], "logged:", len(logger.history))


if __name__ == "__main__":
    main()
