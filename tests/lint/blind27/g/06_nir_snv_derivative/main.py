import numpy as np
import jax.numpy as jnp

from preprocess import make_snv_derivative


def read_scans(n_files, n_scans=20, n_wavelengths=256, seed=0):
    rng = np.random.default_rng(seed)
    wl = np.linspace(900, 1700, n_wavelengths)
    for f in range(n_files):
        sugar = rng.uniform(150, 250, size=(n_scans, 1))
        base = np.exp(-((wl - 1450) / 60) ** 2) * sugar / 200.0
        yield (base + rng.normal(0, 0.01, size=(n_scans, n_wavelengths))).astype(np.float32)


def main():
    transform = make_snv_derivative(window=7)
    feats = []
    for scans in read_scans(8):
        d = transform(jnp.asarray(scans))
        feats.append(np.asarray(d[:, 100:160].max(axis=1)))
    print("mean peak derivative", float(np.concatenate(feats).mean()))


if __name__ == "__main__":
    main()
