import jax.numpy as jnp
import numpy as np

from pricing import recommend_rate
from properties import PROPERTIES


def main():
    rng = np.random.default_rng(0)
    last = {code: jnp.full(30, 150.0, jnp.float32) for code in PROPERTIES}
    for day in range(3):
        for code, p in PROPERTIES.items():
            otb = jnp.asarray(rng.integers(0, p["rooms"], 30), jnp.float32)
            pickup = jnp.asarray(rng.poisson(p["rooms"] * 0.15, 30), jnp.float32)
            last[code] = recommend_rate(otb, pickup, last[code], hotel_code=code)
        print(day, {c: round(float(r.mean()), 1) for c, r in last.items()})


if __name__ == "__main__":
    main()
