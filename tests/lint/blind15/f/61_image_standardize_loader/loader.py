import numpy as np

MEAN = 127.5
STD = 64.0


def standardize(batch):
    return (batch - MEAN) / STD


def random_flip(batch, rng, prob):
    if rng.random() < prob:
        return batch[:, :, ::-1].astype(np.float32)
    return batch


class AugmentedLoader:
    def __init__(self, images, labels, batch_size, flip_prob, seed):
        self.images = images
        self.labels = labels
        self.batch_size = batch_size
        self.flip_prob = flip_prob
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.images))
        for i in range(0, len(order), self.batch_size):
            idx = order[i:i + self.batch_size]
            batch = random_flip(self.images[idx], self.rng, self.flip_prob)
            yield standardize(batch), self.labels[idx]
