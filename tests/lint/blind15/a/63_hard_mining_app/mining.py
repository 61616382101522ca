import numpy as np


class HardExampleBank:
    def __init__(self, max_size=64):
        self.max_size = max_size
        self.images = None
        self.labels = None

    def add(self, images, labels, losses, top_k=4):
        hardest = np.argsort(np.asarray(losses))[-top_k:]
        new_x, new_y = images[hardest], labels[hardest]
        if self.images is None:
            self.images, self.labels = new_x, new_y
        else:
            self.images = np.concatenate([self.images, new_x])[-self.max_size:]
            self.labels = np.concatenate([self.labels, new_y])[-self.max_size:]

    def __len__(self):
        return 0 if self.labels is None else len(self.labels)
