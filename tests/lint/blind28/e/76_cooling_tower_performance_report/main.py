import jax.numpy as jnp

from report import tower_report

TOWERS = {
    "CT-1": {"installed": 2009},
    "CT-2": {"installed": 2009, "fouling": 0.12},
    "CT-3": {"installed": 2018},
}
for hour, (wb, tw, fan) in enumerate([(18.0, 30.0, 0.6), (21.0, 32.0, 0.8), (24.0, 34.0, 1.0)]):
    rows = tower_report(TOWERS, jnp.float32(wb), jnp.float32(tw), jnp.float32(fan))
    print(hour, [(n, round(e, 3)) for n, e in rows])
