import jax
import numpy as np

from chemistry import apply_reactions, empty_species
from dynamics import drift


def main():
    rng = np.random.default_rng(0)
    species = empty_species()
    species["H2"] = rng.uniform(size=(8, 3)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    for step in range(8):
        species = apply_reactions(step, dict(species), rng)
        key, sub = jax.random.split(key)
        species = drift(species, sub, 0.01)
        means = {k: round(float(v[:, 2].mean()), 3) for k, v in species.items()}
        print(f"step {step} {means}")


if __name__ == "__main__":
    main()
