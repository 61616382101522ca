import numpy as np


def score_in_shards(fn, rows, n_shards, shard_rows=64):
    n = rows.shape[0]
    padded = np.zeros((n_shards * shard_rows, rows.shape[1]), dtype=rows.dtype)
    padded[:n] = rows
    shards = np.split(padded, n_shards)
    results = [np.asarray(fn(shard)) for shard in shards]
    return np.concatenate(results)[:n]
