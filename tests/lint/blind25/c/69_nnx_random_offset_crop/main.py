import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from augment import jittered_crops


class LensFinder(nnx.Module):
    def __init__(self, rngs):
        self.c1 = nnx.Conv(1, 8, (5, 5), strides=2, rngs=rngs)
        self.c2 = nnx.Conv(8, 16, (3, 3), strides=2, rngs=rngs)
        self.fc = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.c2(nnx.relu(self.c1(x))))
        return self.fc(x.mean((1, 2)))[:, 0]


@nnx.jit
def lens_step(model, opt, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss


def mock_cutouts(n=160, size=52, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size] - size / 2
    r = np.hypot(xx, yy)
    y = rng.integers(0, 2, n).astype(np.float32)
    imgs = np.exp(-r / 3)[None] + y[:, None, None] * 0.4 * np.exp(-((r - 9) ** 2) / 2)[None]
    imgs = imgs + rng.normal(0, 0.05, imgs.shape)
    return imgs[..., None].astype(np.float32), y


def main():
    x, y = mock_cutouts()
    model = LensFinder(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    rng = np.random.default_rng(1)
    for epoch in range(3):
        for xb, yb in jittered_crops(x, y, 32, 44, rng):
            loss = lens_step(model, opt, xb, yb)
        print(f"epoch {epoch}: loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
