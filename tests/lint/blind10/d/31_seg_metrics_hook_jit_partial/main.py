import jax.numpy as jnp
import numpy as np

from segtools.hooks import LossLogger, MeanIoUHook
from trainer import Trainer

NUM_CLASSES = 3
EPOCHS = 5


def synthetic_split(rng, n_batches, bs=2, hw=8):
    batches = []
    for _ in range(n_batches):
        images = rng.normal(size=(bs, hw, hw, 3)).astype(np.float32)
        labels = (images[..., 0] > 0).astype(np.int32) + (images[..., 1] > 1).astype(np.int32)
        labels[:, 0, :] = 255
        batches.append((jnp.asarray(images), jnp.asarray(labels)))
    return batches


def main():
    rng = np.random.default_rng(0)
    train, val = synthetic_split(rng, 3), synthetic_split(rng, 2)
    params = {"w": jnp.zeros((3, NUM_CLASSES)), "b": jnp.zeros(NUM_CLASSES)}
    trainer = Trainer(params, hooks=[LossLogger(), MeanIoUHook(val, NUM_CLASSES)])
    trainer.fit(train, EPOCHS)


if __name__ == "__main__":
    main()
