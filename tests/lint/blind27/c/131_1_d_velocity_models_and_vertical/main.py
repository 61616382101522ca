import jax.numpy as jnp

from models import REGIONS, load
from raytime import vertical_time

for region in REGIONS:
    z, v = load(region)
    times = [round(float(vertical_time(jnp.float32(d), z, v)), 3) for d in (5.0, 15.0, 30.0)]
    print(region, times)
