import jax.numpy as jnp

from cooling import cooling_curve

FLOWS = {"aa_channel": (0.03, 48.0), "pahoehoe_lobe": (0.05, 24.0), "sheet_flow": (0.02, 72.0)}
for name, (k, hours) in FLOWS.items():
    ts = jnp.arange(0.0, hours + 1.0, 1.0)
    ys = cooling_curve(jnp.float32(k), ts)
    print(name, ts.shape[0], round(float(ys[-1, 0]), 1), round(float(ys[-1, 1]), 3))
