from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("n_legs",))
def simulate_fuel(dist_nm, speed_kn, hull_coef, n_legs):
    fuel = 0.0
    for i in range(n_legs):
        hours = dist_nm[i] / speed_kn[i]
        fuel = fuel + hull_coef * speed_kn[i] ** 3 * hours * 1e-4
    return fuel


routes = {
    "Rotterdam-Hamburg-Gdansk": [270.0, 540.0],
    "Singapore-Colombo-Jeddah-Suez": [1570.0, 2900.0, 650.0],
    "Shanghai-Busan": [490.0],
    "Santos-Algeciras-Rotterdam-Felixstowe": [4300.0, 1400.0, 180.0],
    "Valencia-Genoa-Piraeus-Izmir-Haifa": [520.0, 1050.0, 180.0, 600.0],
}

rng = np.random.default_rng(0)
for name, legs in routes.items():
    d = jnp.asarray(legs)
    v = jnp.asarray(rng.uniform(12, 18, len(legs)))
    f = simulate_fuel(d, v, 0.9, n_legs=len(legs))
    print(f"{name}: {float(f):.1f} t")
