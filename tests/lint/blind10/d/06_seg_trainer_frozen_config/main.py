import jax
import jax.numpy as jnp
import numpy as np

from trainer import SegTrainer

NUM_CLASSES = 4
EPOCHS = 7


def toy_batches(rng, n_batches=2, bs=2, hw=8, channels=3):
    for _ in range(n_batches):
        images = rng.normal(size=(bs, hw, hw, channels)).astype(np.float32)
        masks = rng.integers(0, NUM_CLASSES, size=(bs, hw, hw)).astype(np.int32)
        masks[:, :1, :] = 255  # unlabeled border
        yield jnp.asarray(images), jnp.asarray(masks)


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((3, NUM_CLASSES)), "b": jnp.zeros(NUM_CLASSES)}
    trainer = SegTrainer(params, NUM_CLASSES)
    for epoch in range(EPOCHS):
        trainer.on_epoch_start(epoch)
        loss = trainer.fit_epoch(toy_batches(rng))
        print(f"epoch {epoch} loss {loss:.4f} dice_weight {float(trainer.dice_weight):.2f}")


if __name__ == "__main__":
    main()
