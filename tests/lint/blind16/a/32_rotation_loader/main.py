import numpy as np

from transforms import rotate_batch


class AugmentedLoader:
    def __init__(self, images, batch_size, max_angle=15.0, seed=0):
        self.images = images
        self.batch_size = batch_size
        self.max_angle = max_angle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for start in range(0, len(self.images), self.batch_size):
            batch = self.images[start:start + self.batch_size]
            angle = round(float(self.rng.uniform(-self.max_angle, self.max_angle)), 1)
            yield rotate_batch(batch, angle=angle)


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(48, 12, 12, 3)).astype(np.float32)
    loader = AugmentedLoader(images, batch_size=8)
    for epoch in range(2):
        means = [float(b.mean()) for b in loader]
        print(epoch, np.round(means, 3))


if __name__ == "__main__":
    main()
