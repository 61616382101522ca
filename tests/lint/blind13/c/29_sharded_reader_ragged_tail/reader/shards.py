import numpy as np


def write_fake_shards(rng, num_shards, num_fields=4, vocab=5000):
    """In-memory stand-in for the daily parquet shards: (feature ids, label) per row."""
    shards = []
    for _ in range(num_shards):
        rows = int(rng.integers(70, 130))
        ids = rng.integers(0, vocab, size=(rows, num_fields)).astype(np.int32)
        labels = (rng.random(rows) < 0.2).astype(np.float32)
        shards.append((ids, labels))
    return shards


class ShardedReader:
    def __init__(self, shards, batch_size):
        self.shards = shards
        self.batch_size = batch_size

    def __iter__(self):
        for ids, labels in self.shards:
            for start in range(0, len(labels), self.batch_size):
                stop = start + self.batch_size
                yield ids[start:stop], labels[start:stop]
