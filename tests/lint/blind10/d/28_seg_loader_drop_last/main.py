import jax
import numpy as np

from data import SegmentationLoader
from train import train_step

EPOCHS = 3


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(22, 8, 8, 3)).astype(np.float32)
    masks = rng.integers(0, 4, size=(22, 8, 8)).astype(np.int32)
    key = jax.random.PRNGKey(0)
    params = {"enc": jax.random.normal(key, (3, 8)) * 0.3,
              "dec": jax.random.normal(jax.random.fold_in(key, 1), (8, 4)) * 0.3}
    loader = SegmentationLoader(images, masks, batch_size=4, drop_last=True)
    for epoch in range(EPOCHS):
        losses = []
        for x, y in loader:
            params, loss = train_step(params, x, y)
            losses.append(float(loss))
        print(f"epoch {epoch}: {len(losses)} batches, loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
