import jax.numpy as jnp

from modes import Closure
from ageing import free_so2_after

BOTTLING = {"closure": "screwcap", "runs": [("Sauv Blanc 23", 32.0), ("Riesling 23", 35.0), ("Pinot Gris 23", 30.0)]}


def main():
    closure = Closure(BOTTLING["closure"])
    months = jnp.arange(0.0, 37.0, 6.0)
    for name, so2 in BOTTLING["runs"]:
        curve = free_so2_after(jnp.float32(so2), months, closure=closure)
        print(f"{name}: free SO2 at 36 months {float(curve[-1]):.1f} mg/L")


if __name__ == "__main__":
    main()
