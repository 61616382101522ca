import numpy as np


def score_in_shards(fn, rows, n_shards):
    shards = np.array_split(rows, n_shards)
    results = [np.asarray(fn(shard)) for shard in shards]
    return np.concatenate(results)
