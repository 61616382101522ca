import jax.numpy as jnp
import numpy as np

from detector import BandEnergyDetector


def frames(rng, n=32, length=64):
    t = np.arange(length)
    x = np.sin(2 * np.pi * 5 * t / length) + 0.3 * rng.normal(size=(n, length))
    return jnp.asarray(x, jnp.float32)


def main():
    rng = np.random.default_rng(53)
    det = BandEnergyDetector(band_lo=10, band_hi=20, limit=0.2)
    for block in range(4):
        band, alarm = det.check(frames(rng))
        det = det.adapted(band)
        print(block, int(alarm.sum()), round(det.limit, 4))


if __name__ == "__main__":
    main()
