import jax
import jax.numpy as jnp
import numpy as np

from model import GrainMoistureNet
from train import fit


def nir_spectra(n=64, bands=50, seed=0):
    rng = np.random.default_rng(seed)
    moisture = rng.uniform(10, 25, n).astype(np.float32)
    wl = np.linspace(0, 1, bands)
    spectra = 0.4 + 0.01 * moisture[:, None] * np.exp(-((wl - 0.6) / 0.05) ** 2) + 0.01 * rng.normal(size=(n, bands))
    return jnp.asarray(spectra, jnp.float32), jnp.asarray(moisture)


def main():
    spectra, moisture = nir_spectra()
    model = GrainMoistureNet(jax.random.PRNGKey(0))
    for round_ in range(4):
        model, loss = fit(model, spectra, moisture, steps=15)
        print(f"round {round_}: mse {float(loss):.3f}")


if __name__ == "__main__":
    main()
