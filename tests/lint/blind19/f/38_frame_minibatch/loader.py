import numpy as np


class FrameDataset:
    def __init__(self, num_frames, feat_dim=8, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.standard_normal((num_frames, feat_dim)).astype(np.float32)
        self.y = (self.x[:, 0] > 0).astype(np.int32)

    def __len__(self):
        return len(self.x)


def batches(dataset, batch_size, shuffle_seed):
    order = np.random.default_rng(shuffle_seed).permutation(len(dataset))
    num_full = len(dataset) // batch_size
    for b in range(num_full):
        idx = order[b * batch_size:(b + 1) * batch_size]
        yield dataset.x[idx], dataset.y[idx]
