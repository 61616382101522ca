import numpy as np


class HardExampleBank:
    """Preallocated ring buffer of constant capacity; unfilled slots carry zero weight."""

    def __init__(self, image_shape, max_size=32):
        self.max_size = max_size
        self.images = np.zeros((max_size,) + image_shape, np.float32)
        self.labels = np.zeros((max_size,), np.int32)
        self.weights = np.zeros((max_size,), np.float32)
        self.cursor = 0

    def add(self, images, labels, losses, top_k=4):
        hardest = np.argsort(np.asarray(losses))[-top_k:]
        slots = (self.cursor + np.arange(top_k)) % self.max_size
        self.images[slots] = images[hardest]
        self.labels[slots] = labels[hardest]
        self.weights[slots] = 1.0
        self.cursor = (self.cursor + top_k) % self.max_size

    def __len__(self):
        return int(self.weights.sum())
