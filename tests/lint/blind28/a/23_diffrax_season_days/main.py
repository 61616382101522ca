import jax.numpy as jnp
import numpy as np

from dynamics import simulate_season

SEASONS = {"winter": 92, "spring": 61, "summer": 98, "autumn": 70}


def main():
    params = (jnp.float32(45.0), jnp.float32(4.5), jnp.float32(400.0))
    for name, days in SEASONS.items():
        ts = jnp.arange(days + 1, dtype=jnp.float32)
        occ = simulate_season(params, ts)
        print(f"{name:7s} mean occupied rooms {float(occ.mean()):6.1f} peak {float(occ.max()):6.1f}")


if __name__ == "__main__":
    main()
