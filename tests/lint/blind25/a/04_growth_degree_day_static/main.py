from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

T_BASE = 10.0
T_UPPER = 30.0


@partial(jax.jit, static_argnames=("n_days",))
def accumulate_gdd(tmin, tmax, n_days):
    tmin = jnp.clip(tmin[:n_days], T_BASE, T_UPPER)
    tmax = jnp.clip(tmax[:n_days], T_BASE, T_UPPER)
    gdd = (tmin + tmax) / 2.0 - T_BASE
    return jnp.sum(gdd, axis=0)


def main():
    rng = np.random.default_rng(11)
    n_stations = 8
    tmin = jnp.asarray(rng.uniform(5, 18, size=(120, n_stations)), jnp.float32)
    tmax = tmin + jnp.asarray(rng.uniform(6, 14, size=(120, n_stations)), jnp.float32)
    planting_day = 0
    for week in range(1, 9):
        days_since_planting = week * 7 - planting_day
        gdd = accumulate_gdd(tmin, tmax, n_days=days_since_planting)
        print(f"week {week}: mean GDD {float(gdd.mean()):.1f}")


if __name__ == "__main__":
    main()
