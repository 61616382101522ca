import numpy as np


class WeightedBatcher:
    """Yields (x, y, w); per-example weights start uniform and can be replaced by a callback."""

    def __init__(self, x, y, bs):
        self.x, self.y, self.bs = x, y, bs
        self.weights = np.ones(len(x), dtype=np.int32)

    def __iter__(self):
        for i in range(0, len(self.x), self.bs):
            yield self.x[i:i + self.bs], self.y[i:i + self.bs], self.weights[i:i + self.bs]


class HardExampleMining:
    """After a warmup epoch, up-weights examples with above-median loss."""

    def __init__(self, start_epoch=1, boost=2.0):
        self.start_epoch = start_epoch
        self.boost = boost

    def on_epoch_end(self, epoch, batcher, per_example_loss):
        if epoch + 1 < self.start_epoch:
            return
        hard = per_example_loss > np.median(per_example_loss)
        batcher.weights = np.where(hard, self.boost, 1.0).astype(np.float32)
