import numpy as np
import jax.numpy as jnp

from preprocess import BaselineCorrector, correct_batch

# fluorescence background width differs by ingredient matrix
INGREDIENTS = {"whey": 15, "soy_isolate": 21, "pea_protein": 25, "casein": 15, "rice_bran": 31}


def main():
    rng = np.random.default_rng(2)
    weights = jnp.ones(256)
    for name, width in INGREDIENTS.items():
        spectra = rng.normal(size=(20, 256)).astype(np.float32) + np.linspace(0, 3, 256, dtype=np.float32)
        corrector = BaselineCorrector(weights=weights, window=width)
        out = correct_batch(corrector, spectra)
        print(f"{name:12s} residual std {float(jnp.std(out)):.3f}")


if __name__ == "__main__":
    main()
