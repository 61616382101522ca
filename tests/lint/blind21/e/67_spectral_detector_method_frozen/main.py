import jax.numpy as jnp
import numpy as np

from detector import BandEnergyDetector, adapt


def frames(rng, n=32, length=64):
    t = np.arange(length)
    x = np.sin(2 * np.pi * 5 * t / length) + 0.3 * rng.normal(size=(n, length))
    return jnp.asarray(x, jnp.float32)


def main():
    rng = np.random.default_rng(53)
    det = BandEnergyDetector(band_lo=10, band_hi=20)
    limit = jnp.float32(0.2)
    for block in range(4):
        band, alarm = det.check(frames(rng), limit)
        limit = adapt(band)
        print(block, int(alarm.sum()), round(float(limit), 4))


if __name__ == "__main__":
    main()
