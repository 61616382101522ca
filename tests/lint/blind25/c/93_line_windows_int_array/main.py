import numpy as np
import jax.numpy as jnp

from ew import equivalent_width
from linelist import LINES


def galaxy_spectrum(seed=0):
    rng = np.random.default_rng(seed)
    wave = np.linspace(4500, 7000, 5000).astype(np.float32)
    flux = np.ones_like(wave)
    for c, a in [(6563, -2.0), (4861.3, -0.7), (5006.8, -1.2), (5893, 0.3), (5175, 0.2)]:
        flux -= a * np.exp(-0.5 * ((wave - c) / 3.0) ** 2)
    return wave, (flux + rng.normal(0, 0.02, wave.size)).astype(np.float32)


def main():
    wave, flux = galaxy_spectrum()
    for name, window in LINES.items():
        ew = equivalent_width(wave, flux, jnp.asarray(window))
        print(f"{name}: EW = {float(ew):+.2f} A")


if __name__ == "__main__":
    main()
