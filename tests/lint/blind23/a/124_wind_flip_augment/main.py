import jax
import numpy as np

from augment import flip_augment
from model import wind_conv_step


def main():
    rng = np.random.default_rng(0)
    u = rng.normal(5, 2, (12, 40, 56)).astype(np.float32)
    v = rng.normal(0, 2, (12, 40, 56)).astype(np.float32)
    kernel = 0.1 * jax.random.normal(jax.random.PRNGKey(0), (5, 5))
    for epoch in range(2):
        for ui, vi in zip(u, v):
            kernel, loss = wind_conv_step(kernel, flip_augment(ui, rng), flip_augment(vi, rng))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
