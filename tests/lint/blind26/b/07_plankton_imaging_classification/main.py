import equinox as eqx
import jax
import numpy as np
import optax

from model import PlanktonCNN
from train import make_step


def synthetic_images(n, n_classes, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, n_classes, n)
    yy, xx = np.mgrid[:24, :24]
    imgs = []
    for c in y:
        r = 3 + 2 * c
        blob = ((yy - 12) ** 2 / r ** 2 + (xx - 12) ** 2 / (r / 2 + 1) ** 2) < 1
        imgs.append(blob.astype(np.float32) + rng.normal(0, 0.2, (24, 24)).astype(np.float32))
    return np.stack(imgs)[:, None], y.astype(np.int32)


def main():
    x, y = synthetic_images(256, 4)
    model = PlanktonCNN(4, jax.random.PRNGKey(0))
    optim = optax.adam(3e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    schedule = [0.1, 0.1, 0.05, 0.0]
    for epoch, smoothing in enumerate(schedule):
        step = make_step(optim, smoothing)
        for i in range(0, 256, 32):
            model, opt_state, loss = step(model, opt_state, x[i:i + 32], y[i:i + 32])
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
