import bisect

import numpy as np


class BucketedClipLoader:
    """Yields (noisy, clean, mask) batches padded to one of a few fixed lengths."""

    def __init__(self, clips, batch_size, buckets=(3200, 4800), seed=0):
        self.clips = clips
        self.batch_size = batch_size
        self.buckets = tuple(sorted(buckets))
        self.rng = np.random.default_rng(seed)

    def _bucket_for(self, length):
        i = bisect.bisect_left(self.buckets, length)
        return self.buckets[min(i, len(self.buckets) - 1)]

    def __iter__(self):
        order = self.rng.permutation(len(self.clips))
        n_full = len(order) // self.batch_size  # drop the ragged tail
        for b in range(n_full):
            idx = order[b * self.batch_size:(b + 1) * self.batch_size]
            batch = [self.clips[i] for i in idx]
            width = self._bucket_for(max(len(c) for c in batch))
            clean = np.zeros((self.batch_size, width), np.float32)
            mask = np.zeros_like(clean)
            for row, c in enumerate(batch):
                n = min(len(c), width)
                clean[row, :n] = c[:n]
                mask[row, :n] = 1.0
            noisy = clean + 0.3 * self.rng.standard_normal(clean.shape).astype(np.float32) * mask
            yield noisy, clean, mask
