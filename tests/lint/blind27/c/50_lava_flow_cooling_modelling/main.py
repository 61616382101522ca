import jax.numpy as jnp

from cooling import cooling_history

FLOWS = {"aa_channel": (0.03, 48.0), "pahoehoe_lobe": (0.05, 24.0), "sheet_flow": (0.02, 72.0)}
for name, (k, hours) in FLOWS.items():
    ts, ys = cooling_history(jnp.float32(k), jnp.float32(hours))
    print(name, round(float(ts[1]), 2), round(float(ys[-1, 0]), 1))
