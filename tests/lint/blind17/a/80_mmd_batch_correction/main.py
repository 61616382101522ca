import jax
import jax.numpy as jnp
import numpy as np

from kernels import median_bandwidth, mmd2


def main():
    rng = np.random.default_rng(0)
    shift = np.zeros(10, np.float32)
    for it in range(5):
        batch_a = rng.normal(size=(64, 10)).astype(np.float32)
        batch_b = (rng.normal(size=(64, 10)) + 0.5).astype(np.float32) - shift
        sigma = median_bandwidth(batch_a, batch_b)
        dist = mmd2(batch_a, batch_b, sigma=sigma)
        shift = shift + 0.1
        print(it, round(sigma, 3), float(dist))


if __name__ == "__main__":
    main()
