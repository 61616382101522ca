import jax.numpy as jnp

from recipe import recipe_from_row
from dosing import nutrient_plan

HOUSE = {"strain": "EC-1118", "ratio": 1.25, "stages": [1.0, 0.8, 0.5]}
TANKS = [("T1", 140.0, 24.0, 60.0), ("T2", 210.0, 22.5, 45.0), ("T3", 95.0, 25.5, 80.0), ("T4", 180.0, 23.0, 30.0)]


def main():
    for name, yan, brix, vol in TANKS:
        recipe = recipe_from_row(HOUSE)
        grams, goferm = nutrient_plan(jnp.float32(yan), jnp.float32(brix), jnp.float32(vol), recipe=recipe)
        print(f"{name}: stage additions {[round(float(g), 1) for g in grams]} g, Go-Ferm {float(goferm):.0f} g")


if __name__ == "__main__":
    main()
