import jax
import numpy as np

from augment import AugPolicy, augment_batch


class SimCLRTrainer:
    def __init__(self, seed=0):
        self.key = jax.random.PRNGKey(seed)
        self.policy = AugPolicy()

    def on_epoch_start(self, epoch):
        self.policy = AugPolicy(flip_prob=0.5, brightness=0.2 + 0.05 * min(epoch, 1))

    def two_views(self, images):
        self.key, k1, k2 = jax.random.split(self.key, 3)
        return augment_batch(k1, images, self.policy), augment_batch(k2, images, self.policy)


def main():
    rng = np.random.default_rng(0)
    trainer = SimCLRTrainer()
    for epoch in range(5):
        trainer.on_epoch_start(epoch)
        images = rng.uniform(size=(4, 8, 8, 3)).astype(np.float32)
        v1, v2 = trainer.two_views(images)
        print(epoch, float(abs(v1 - v2).mean()))


if __name__ == "__main__":
    main()
