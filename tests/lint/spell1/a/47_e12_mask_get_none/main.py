import numpy as np

from stats import column_mean


def shards(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        shard = {"values": rng.normal(size=(40, 4)).astype(np.float32)}
        if i % 2:
            shard["mask"] = (rng.random((40, 4)) > 0.1).astype(np.float32)
        yield shard


def summarize(stream):
    means = []
    for shard in stream:
        means.append(np.asarray(column_mean(shard["values"], mask=shard.get("mask"))))
    return np.stack(means)


if __name__ == "__main__":
    per_shard = summarize(shards(6))
    reference = column_mean(next(shards(1, seed=7))["values"])
    print(per_shard.round(3))
    print("reference", np.asarray(reference).round(3))
