from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from flaps import from_fms, from_table


@partial(jax.jit, static_argnames=("flaps",))
def approach_drag_n(tas_ms, mass_kg, flaps):
    _, dcl, dcd = flaps
    rho, S = 1.18, 122.6
    q = 0.5 * rho * tas_ms ** 2
    cl = mass_kg * 9.81 / (q * S)
    cd = 0.03 + dcd + 0.04 * (cl - dcl) ** 2
    return q * S * cd


rng = np.random.default_rng(88)
for k in range(6):
    cfg = from_fms("CONF3") if k % 2 else from_table("CONF3")
    tas = jnp.asarray(rng.uniform(68, 75, 8), dtype=jnp.float32)
    drag = approach_drag_n(tas, jnp.float32(rng.uniform(55000, 64000)), flaps=cfg)
    print(k, type(cfg[1]).__name__, f"{float(drag.mean()) / 1000:.1f} kN")
