import jax
import jax.numpy as jnp
import numpy as np

from augment import AugmentSpec, augment_batch

EPOCHS = 5


class Trainer:
    def __init__(self, images, total_epochs):
        self.images = images
        self.spec = AugmentSpec(0.2, True, total_epochs)
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def run_epoch(self, key, batch_size=4):
        means = []
        for i in range(0, len(self.images), batch_size):
            key, sub = jax.random.split(key)
            batch = augment_batch(sub, self.images[i:i + batch_size], self.epoch, self.spec)
            means.append(float(batch.mean()))
        return float(np.mean(means))


def main():
    rng = np.random.default_rng(0)
    images = jnp.asarray(rng.uniform(size=(8, 16, 16, 3)), jnp.float32)
    trainer = Trainer(images, EPOCHS)
    key = jax.random.PRNGKey(0)
    for epoch in range(EPOCHS):
        trainer.set_epoch(epoch)
        key, sub = jax.random.split(key)
        print(f"epoch {epoch} mean pixel after augmentation {trainer.run_epoch(sub):.4f}")


if __name__ == "__main__":
    main()
