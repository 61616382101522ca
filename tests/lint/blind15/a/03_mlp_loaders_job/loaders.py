import numpy as np


class ArrayLoader:
    def __init__(self, images, labels, batch_size, shuffle, seed=0):
        self.images, self.labels = images, labels
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        n = len(self.labels) - len(self.labels) % self.batch_size
        order = self.rng.permutation(len(self.labels)) if self.shuffle else np.arange(len(self.labels))
        for s in range(0, n, self.batch_size):
            idx = order[s:s + self.batch_size]
            yield {"image": self.images[idx], "label": self.labels[idx]}


class ShardedValLoader:
    """Walks pre-sharded validation arrays in order."""

    def __init__(self, shards):
        self.shards = shards

    def __iter__(self):
        for shard in self.shards:
            yield {"label": shard["labels"], "image": shard["images"]}
