import jax.numpy as jnp
import numpy as np

from xs import TABLES, macroscopic_xs

DENSITIES = {"Fe": 8.49e22, "Pb": 3.30e22, "H2O": 3.34e22, "B4C": 2.75e22}


def main():
    rng = np.random.default_rng(0)
    for material in ["Fe", "Pb", "H2O", "B4C", "Fe", "Pb"]:
        e = jnp.asarray(rng.uniform(0.1, 14.0, 1000).astype(np.float32))
        sigma = macroscopic_xs(e, TABLES[material], DENSITIES[material])
        mfp = 1.0 / sigma
        print(f"{material:>4}: mean free path {float(jnp.mean(mfp)):.2f} cm")


if __name__ == "__main__":
    main()
