import flax.linen as nn
import jax
import numpy as np
import optax

from trainer import SegTrainer


class PixelHead(nn.Module):
    n_classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(16)(x))
        return nn.Dense(self.n_classes)(x)


def make_loader(rng, n=32, size=12, batch=8):
    images = rng.normal(size=(n, size, size, 4)).astype(np.float32)
    masks = (images[..., 0] > 0).astype(np.int32) + (images[..., 1] > 1).astype(np.int32)
    masks[:, :2, :] = 255  # unlabeled border rows
    return [(images[i:i + batch], masks[i:i + batch]) for i in range(0, n, batch)]


def main():
    rng = np.random.default_rng(0)
    loader = make_loader(rng)
    model = PixelHead()
    params = model.init(jax.random.PRNGKey(0), loader[0][0])["params"]
    trainer = SegTrainer(model, params, optax.adam(1e-2), total_epochs=5)
    trainer.fit(loader)


if __name__ == "__main__":
    main()
