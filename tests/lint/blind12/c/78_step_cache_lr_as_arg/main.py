import math

import numpy as np
import jax.numpy as jnp

from steps import get_update_fn


def cosine_lr(epoch, total, base=0.2, floor=0.01):
    return floor + 0.5 * (base - floor) * (1 + math.cos(math.pi * epoch / total))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(scale=0.3, size=(256, 4)).astype(np.float32)
    counts = rng.poisson(np.exp(x @ np.array([0.5, -0.3, 0.2, 0.0]))).astype(np.float32)
    w = jnp.zeros(4)
    epochs = 6
    for epoch in range(epochs):
        update = get_update_fn(1e-3)
        w = update(w, x, counts, cosine_lr(epoch, epochs))
    print("coef", np.asarray(w).round(3))


if __name__ == "__main__":
    main()
