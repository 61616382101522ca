import jax.numpy as jnp

from composition import recipe_arrays
from label import per_100g

RECIPES = {
    "shortbread": {"wheat_flour": 300, "butter": 200, "sugar": 100, "salt": 2},
    "sponge": {"wheat_flour": 200, "butter": 150, "sugar": 150, "egg": 180, "milk": 30},
    "oat_cookie": {"oats": 200, "wheat_flour": 100, "butter": 120, "sugar": 110, "egg": 50, "salt": 2},
    "brownie": {"wheat_flour": 120, "butter": 180, "sugar": 250, "egg": 150, "cocoa": 60, "salt": 2},
}


def main():
    loss = jnp.float32(0.12)
    for name, recipe in RECIPES.items():
        grams, comp = recipe_arrays(recipe)
        n = per_100g(grams, comp, loss)
        print(f"{name:11s} {float(n[0]):.0f} kcal  protein {float(n[1]):.1f} g  fat {float(n[2]):.1f} g  "
              f"carb {float(n[3]):.1f} g  sodium {float(n[4]):.0f} mg")


if __name__ == "__main__":
    main()
