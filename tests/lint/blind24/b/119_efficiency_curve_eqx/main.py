import jax.numpy as jnp
import numpy as np

from efficiency import EfficiencyCurve, activities

# peaks identified in each sample by the peak search (keV), with their gamma yields
SAMPLES = [
    ([661.7, 1173.2, 1332.5], [0.851, 0.999, 1.0]),
    ([661.7, 1460.8, 609.3], [0.851, 0.107, 0.455]),
    ([661.7, 1173.2, 1332.5], [0.851, 0.999, 1.0]),
    ([351.9, 609.3, 1764.5], [0.356, 0.455, 0.153]),
]


def main():
    curve = EfficiencyCurve(coeffs=jnp.array([-0.02, -0.85, -3.3], dtype=jnp.float32))
    rng = np.random.default_rng(0)
    for i, (energies, yields) in enumerate(SAMPLES):
        areas = jnp.asarray(rng.uniform(500, 5000, 3).astype(np.float32))
        a = activities(curve, energies, areas, 3600.0, jnp.asarray(yields, dtype=jnp.float32))
        print(f"sample {i}: activities {np.round(np.asarray(a), 2)} Bq")


if __name__ == "__main__":
    main()
