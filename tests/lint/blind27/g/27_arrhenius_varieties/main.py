from functools import partial

import jax
import jax.numpy as jnp

from rates import fermentation_days

VARIETIES = {"Sauvignon blanc": 62000.0, "Chardonnay": 58000.0, "Pinot noir": 55000.0, "Shiraz": 52000.0}


def main():
    temps = jnp.linspace(10.0, 30.0, 21)
    for variety, ea in VARIETIES.items():
        days_fn = jax.jit(partial(fermentation_days, ea=ea))
        days = days_fn(temps, jnp.float32(0.35))
        print(f"{variety:16s} 12C: {float(days[2]):5.1f} d   25C: {float(days[15]):5.1f} d")


if __name__ == "__main__":
    main()
