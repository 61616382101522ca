import jax.numpy as jnp
import numpy as np

from pupil import aberrated_image


def lens_interferometer_reading(day, rng):
    drift = 0.002 * day
    return tuple(round(float(v), 4) for v in (0.01 + drift, 0.005, -0.003 + rng.normal(0, 0.001), 0.002))


def main():
    rng = np.random.default_rng(0)
    n = 64
    mask = np.zeros((n, n), np.float32)
    mask[:, 28:36] = 1.0
    mask = jnp.asarray(mask)
    for day in range(5):
        z = lens_interferometer_reading(day, rng)
        img = aberrated_image(mask, zernikes=z)
        prof = img[n // 2]
        print(f"day {day} Z={z} peak {float(prof.max()):.3f} centroid {float((prof * jnp.arange(n)).sum() / prof.sum()):.2f}")


if __name__ == "__main__":
    main()
