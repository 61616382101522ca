import random

import numpy as np

from ops import OPS, apply_op


class RandAugment:
    def __init__(self, num_ops=2, magnitude=0.5, seed=0):
        self.num_ops = num_ops
        self.magnitude = magnitude
        self.rng = random.Random(seed)

    def __call__(self, images):
        for op in self.rng.sample(OPS, self.num_ops):
            images = apply_op(images, op, self.magnitude)
        return images


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(40, 8, 8, 3)).astype(np.float32)
    augment = RandAugment()
    for step in range(5):
        batch = augment(images[step * 8:(step + 1) * 8])
        print(step, float(batch.mean()))


if __name__ == "__main__":
    main()
