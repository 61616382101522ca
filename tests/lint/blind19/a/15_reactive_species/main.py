import jax
import numpy as np

from chemistry import apply_reactions
from dynamics import drift


def main():
    rng = np.random.default_rng(0)
    species = {"H2": rng.uniform(size=(8, 3)).astype(np.float32)}
    key = jax.random.PRNGKey(0)
    for step in range(8):
        species = apply_reactions(step, dict(species), rng)
        key, sub = jax.random.split(key)
        species = drift(species, sub, 0.01)
        counts = {k: int(v.shape[0]) for k, v in species.items()}
        print(f"step {step} {counts}")


if __name__ == "__main__":
    main()
