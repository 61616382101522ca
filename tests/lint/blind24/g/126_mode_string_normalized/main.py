from functools import partial

import jax
import jax.numpy as jnp

from loader import read_trips

FACTORS = {"bus": (0.82, 1.3), "rail": (0.35, 0.9)}


@partial(jax.jit, static_argnames=("mode",))
def co2_per_rider(minutes, occupancy, mode):
    per_min, base = FACTORS[mode]
    return (base + per_min * minutes) / jnp.maximum(occupancy, 1.0)


def main():
    totals = {"bus": 0.0, "rail": 0.0}
    for mode, minutes in read_trips():
        totals[mode] += float(co2_per_rider(jnp.float32(minutes), jnp.float32(25.0), mode=mode))
    print({k: round(v, 3) for k, v in totals.items()})


if __name__ == "__main__":
    main()
