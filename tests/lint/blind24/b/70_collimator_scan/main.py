import jax.numpy as jnp
import numpy as np

from scan import raster_scan


def main():
    rng = np.random.default_rng(0)
    for sweep in range(6):
        angles = jnp.asarray(rng.uniform(-15, 15, 90).astype(np.float32))
        r = raster_scan(angles, fine=sweep % 2 == 1)
        print(f"sweep {sweep}: peak response {float(r.max()):.3f}")


if __name__ == "__main__":
    main()
