import jax.numpy as jnp

from settings import settings_from_dict
from press import press_yield

PROGRAM = {"cycles": 8, "bar": 2.0, "ramp": "linear"}

LOADS = [("Chardonnay block 3", 0.22, 650.0), ("Chardonnay block 5", 0.25, 610.0),
         ("Pinot gris", 0.28, 590.0), ("Sauvignon blanc", 0.20, 680.0)]


def main():
    for name, skins, juice in LOADS:
        settings = settings_from_dict(PROGRAM)
        fractions, total = press_yield(jnp.float32(skins), jnp.float32(juice), settings=settings)
        print(f"{name:20s} {float(total):6.1f} L/t, free-run {float(fractions[0]):5.1f}")


if __name__ == "__main__":
    main()
