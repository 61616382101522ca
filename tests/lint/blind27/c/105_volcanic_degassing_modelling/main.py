import jax.numpy as jnp

from conduit import outgassing_run

DEFAULTS = {"supply": 1.0, "perm": 0.2, "tidal": 0.0}
scenarios = [
    {"supply": 1.0},
    {"supply": 1.2, "tidal": 0.1},
    {"supply": 0.8, "perm": 0.3},
    {"perm": 0.25, "tidal": 0.05},
]
for sc in scenarios:
    args = {k: jnp.float32(v) for k, v in {**DEFAULTS, **sc}.items()}
    so2 = outgassing_run(args)
    print(sc, round(float(so2.max()), 3))
