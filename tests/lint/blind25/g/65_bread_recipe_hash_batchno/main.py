import numpy as np
import jax.numpy as jnp

from proofing import proof_volume
from recipe import DoughRecipe


def main():
    rng = np.random.default_rng(0)
    recipe = DoughRecipe("T65", hydration=0.68, salt_pct=2.0, yeast_pct=1.5)
    minutes = jnp.float32(90.0)
    for _ in range(5):
        temps = (27.0 + rng.normal(scale=0.7, size=45)).astype(np.float32)
        vol = proof_volume(temps, recipe, minutes)
        print(f"batch {recipe.batch_no}: final volume x{float(vol[-1]):.2f}")
        recipe = recipe.next_batch()


if __name__ == "__main__":
    main()
