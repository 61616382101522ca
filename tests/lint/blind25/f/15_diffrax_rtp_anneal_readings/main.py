import jax.numpy as jnp
import numpy as np

from recipes import RECIPES
from thermal import simulate_anneal


def pyrometer_times(recipe):
    duration = recipe["ramp"] + recipe["hold"]
    n = int(duration * recipe["log_hz"])
    return jnp.asarray(np.linspace(duration / n, duration, n), jnp.float32)


def main():
    for r in RECIPES:
        ts = pyrometer_times(r)
        args = (jnp.float32(r["lamp_power"]), jnp.float32(r["ramp"]), jnp.float32(0.7))
        T = simulate_anneal(args, ts)
        print(f"{r['name']}: {len(ts)} readings, peak {float(T.max()) - 273.15:.0f} C")


if __name__ == "__main__":
    main()
