import jax.numpy as jnp
import numpy as np

from kernels import focal_mean_kernel

# interleaved requests from two zoom levels of the tile server
REQUESTS = [32, 64, 32, 64, 32, 64]


def main():
    rng = np.random.default_rng(0)
    for i, size in enumerate(REQUESTS):
        tile = jnp.asarray(rng.uniform(size=(size, size)).astype(np.float32))
        smooth = focal_mean_kernel(size)(tile)
        print(f"request {i}: {size}px tile, std {float(smooth.std()):.4f}")


if __name__ == "__main__":
    main()
