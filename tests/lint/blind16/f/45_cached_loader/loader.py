import numpy as np


def default_collate(samples):
    return [np.stack([s[i] for s in samples]) for i in range(len(samples[0]))]


class CachedLoader:
    """Builds batches on the first pass and replays them afterwards."""

    def __init__(self, dataset, batch_size):
        self.dataset = dataset
        self.batch_size = batch_size
        self._cache = None

    def __iter__(self):
        if self._cache is not None:
            yield from self._cache
            return
        cache = []
        for i in range(0, len(self.dataset) - self.batch_size + 1, self.batch_size):
            batch = default_collate([self.dataset[j] for j in range(i, i + self.batch_size)])
            cache.append(tuple(batch))
            yield batch
        self._cache = cache
