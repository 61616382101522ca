import numpy as np
import jax.numpy as jnp

from config import TRAIN
from train import descriptor_sgd, lr_for_epoch


def main():
    rng = np.random.default_rng(0)
    W_true = rng.normal(0, 0.5, (12, 5)).astype(np.float32)
    W = jnp.zeros((12, 5), jnp.float32)
    for epoch in range(TRAIN["epochs"]):
        lr = lr_for_epoch(TRAIN, epoch)
        for _ in range(TRAIN["batches_per_epoch"]):
            x = rng.normal(0, 1, (32, 12)).astype(np.float32)
            y = x @ W_true + rng.normal(0, 0.1, (32, 5)).astype(np.float32)
            W, loss = descriptor_sgd(W, x, y, lr=lr)
        print(f"epoch {epoch} lr {lr:.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
