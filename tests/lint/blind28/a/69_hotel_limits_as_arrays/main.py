import jax.numpy as jnp
import numpy as np

from pricing import rate_for_property
from properties import CODES, limits_for


def main():
    rng = np.random.default_rng(0)
    last = {code: jnp.full(30, 150.0, jnp.float32) for code in CODES}
    for day in range(3):
        for code in CODES:
            lim = limits_for(code)
            rooms = int(lim[0])
            otb = jnp.asarray(rng.integers(0, rooms, 30), jnp.float32)
            pickup = jnp.asarray(rng.poisson(rooms * 0.15, 30), jnp.float32)
            last[code] = rate_for_property(otb, pickup, last[code], lim)
        print(day, {c: round(float(r.mean()), 1) for c, r in last.items()})


if __name__ == "__main__":
    main()
