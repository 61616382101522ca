import numpy as np
import jax.numpy as jnp

from augment import SpectralAugmenter
from model import aug_step


def main():
    rng = np.random.default_rng(0)
    fat = rng.uniform(2, 30, size=48).astype(np.float32)  # % fat in minced meat
    wl = np.linspace(0, 1, 100)
    spectra = (fat[:, None] / 30 * np.exp(-((wl - 0.4) ** 2) / 0.02) + 0.5).astype(np.float32)
    aug = SpectralAugmenter()
    w = jnp.zeros(5)
    for step in range(10):
        w, loss = aug_step(w, aug(spectra), (fat - 16) / 8)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
