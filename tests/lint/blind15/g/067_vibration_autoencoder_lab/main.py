import numpy as np
from flax import nnx

from model import WindowAutoencoder
from train import make_optimizer, train_step

WINDOW = 32


def windows(n, rng):
    t = rng.uniform(0, 100, size=(n, 1)) + np.arange(WINDOW) / 50.0
    return (np.sin(2 * np.pi * 3.0 * t) + 0.1 * rng.standard_normal((n, WINDOW))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    model = WindowAutoencoder(WINDOW, 8, nnx.Rngs(0))
    optimizer = make_optimizer(model)
    for step in range(5):
        loss = train_step(model, optimizer, windows(64, rng))
        print(f"step {step} recon {float(loss):.4f} seen {model.batches_seen}")


if __name__ == "__main__":
    main()
