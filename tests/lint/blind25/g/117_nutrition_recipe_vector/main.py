import jax
import jax.numpy as jnp

from composition import TABLE, recipe_vector


@jax.jit
def label_per_100g(grams, table, bake_loss):
    return (grams @ table / 100.0) / (grams.sum() * (1 - bake_loss)) * 100.0


RECIPES = {
    "scone": {"wheat_flour": 250, "butter": 60, "sugar": 40, "milk": 150, "salt": 3},
    "madeleine": {"wheat_flour": 100, "butter": 100, "sugar": 100, "egg": 100},
    "flapjack": {"oats": 250, "butter": 125, "sugar": 125, "salt": 1},
    "cocoa_cake": {"wheat_flour": 180, "butter": 170, "sugar": 200, "egg": 200, "cocoa": 40, "milk": 50},
}


def main():
    for name, recipe in RECIPES.items():
        n = label_per_100g(recipe_vector(recipe), TABLE, jnp.float32(0.1))
        print(f"{name:10s} {float(n[0]):.0f} kcal fat {float(n[2]):.1f} g sodium {float(n[4]):.0f} mg")


if __name__ == "__main__":
    main()
