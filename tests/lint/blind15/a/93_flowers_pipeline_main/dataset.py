import numpy as np


class FlowersDataset:
    def __init__(self, n, image_size=8, num_classes=5, seed=0):
        rng = np.random.default_rng(seed)
        self.images = rng.normal(size=(n, image_size, image_size, 3)).astype(np.float32)
        self.labels = rng.integers(0, num_classes, size=(n,)).astype(np.int32)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return {"image": self.images[i], "label": self.labels[i]}


def data_loader(dataset, batch_size, shuffle=True, seed=0):
    order = np.random.default_rng(seed).permutation(len(dataset)) if shuffle else np.arange(len(dataset))
    batch = []
    for i in order:
        batch.append(dataset[i])
        if len(batch) == batch_size:
            yield batch
            batch = []
    if batch:
        yield batch
