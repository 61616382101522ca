import numpy as np
import optax
from flax import nnx

from model import WeedDetector
from steps import train_step, eval_step


def rgb_patches(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n).astype(np.int32)
    x = rng.normal(size=(n, 16, 16, 3)).astype(np.float32)
    x[..., 1] += 0.7 * y[:, None, None]
    return x, y


def main():
    xtr, ytr = rgb_patches(96, 0)
    xva, yva = rgb_patches(32, 1)
    model = WeedDetector(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(3):
        model.train()
        for i in range(0, 96, 32):
            train_step(model, optimizer, xtr[i:i + 32], ytr[i:i + 32])
        model.eval()
        acc = eval_step(model, xva, yva)
        print(f"epoch {epoch}: val acc {float(acc):.2f}")


if __name__ == "__main__":
    main()
