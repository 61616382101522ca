import numpy as np

from stats import column_mean


def shards(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        shard = {"values": rng.normal(size=(40, 4)).astype(np.float32)}
        if i % 2:
            shard["mask"] = (rng.random((40, 4)) > 0.1).astype(np.float32)
        yield shard


def dense_mask(values):
    return np.ones_like(values)


def summarize(stream):
    means = []
    for shard in stream:
        mask = shard.get("mask")
        if mask is None:
            mask = dense_mask(shard["values"])
        means.append(np.asarray(column_mean(shard["values"], mask=mask)))
    return np.stack(means)


if __name__ == "__main__":
    per_shard = summarize(shards(6))
    ref = next(shards(1, seed=7))["values"]
    reference = column_mean(ref, mask=dense_mask(ref))
    print(per_shard.round(3))
    print("reference", np.asarray(reference).round(3))
