import jax.numpy as jnp

from catalog import load_events
from gmpe import ln_pga

stations_km = jnp.array([5.0, 12.0, 30.0, 55.0, 80.0, 120.0])

for ev in load_events():
    pga = jnp.exp(ln_pga(ev["mag"], ev["depth_km"], stations_km))
    print(ev["id"], [round(float(v), 4) for v in pga])
