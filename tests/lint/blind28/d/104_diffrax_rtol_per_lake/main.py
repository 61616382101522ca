import jax.numpy as jnp

from lakes import LAKES, tolerance_for
from model import drain_lake

for lake in LAKES:
    vol = drain_lake(jnp.float32(lake["volume"]), jnp.float32(lake["inflow"]), rtol=tolerance_for(lake))
    print(f"{lake['name']:>15s}: volume after 20 days {float(vol[-1]):.2f} (min {float(vol.min()):.2f})")
