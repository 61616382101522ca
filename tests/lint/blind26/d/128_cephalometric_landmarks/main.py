import jax.numpy as jnp
import numpy as np

from loop import train


def main():
    rng = np.random.default_rng(0)
    # image features -> (x, y) of a cephalometric landmark, in mm
    x = rng.normal(size=(64, 6)).astype(np.float32)
    w = rng.normal(size=(6, 2)).astype(np.float32)
    y = x @ w
    val_x = rng.normal(size=(20, 6)).astype(np.float32)
    train(jnp.zeros((6, 2)), x, y, val_x, val_x @ w)


if __name__ == "__main__":
    main()
