import itertools

from policy import RandAugmentPolicy


class AugmentedLoader:
    def __init__(self, images, labels, batch_size, magnitudes=(3, 6, 9)):
        self.images, self.labels = images, labels
        self.batch_size = batch_size
        # one policy object per magnitude level, built once and reused
        self.policies = [RandAugmentPolicy(num_ops=2, magnitude=m) for m in magnitudes]

    def __iter__(self):
        cycle = itertools.cycle(self.policies)
        for i in range(0, len(self.images) - self.batch_size + 1, self.batch_size):
            yield self.images[i:i + self.batch_size], self.labels[i:i + self.batch_size], next(cycle)
