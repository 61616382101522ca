import numpy as np
import jax
import jax.numpy as jnp

RHO = 1.2       # air density kg/m^3
G = 9.81

bats = [
    {"id": "M01", "mass": 0.021, "span": 0.30},
    {"id": "F02", "mass": 0.024, "span": 0.31},
    {"id": "F03", "mass": 0.019, "span": 0.28},
    {"id": "M04", "mass": 0.022, "span": 0.30},
    {"id": "M05", "mass": 0.020, "span": 0.29},
]


def make_power_fn(mass, span):
    disk = np.pi * (span / 2) ** 2

    @jax.jit
    def flight_power(speed):
        induced = (mass * G) ** 2 / (2 * RHO * disk * jnp.maximum(speed, 0.5))
        parasite = 0.5 * RHO * 0.002 * speed ** 3
        return induced + parasite

    return flight_power


rng = np.random.default_rng(0)
for bat in bats:
    speeds = jnp.asarray(rng.uniform(2, 8, size=200).astype(np.float32))
    power = make_power_fn(bat["mass"], bat["span"])
    e = power(speeds).sum() * 0.1
    print(bat["id"], f"{float(e):.3f} J")
