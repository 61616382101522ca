import jax.numpy as jnp
import numpy as np
from descent import descend

rng = np.random.default_rng(73)
DT = 2.0
for k in range(5):
    tod_alt = rng.uniform(9000, 12000)
    duration_s = tod_alt / (230 * np.sin(np.deg2rad(3.0)))
    y0 = jnp.array([tod_alt, 230.0], dtype=jnp.float32)
    args = (jnp.float32(np.deg2rad(3.0)), jnp.float32(0.05))
    # step budget sized to the descent length
    final = descend(y0, args, jnp.float32(duration_s), int(duration_s / DT) + 16)
    print(k, f"TOD {tod_alt:.0f} m -> {float(final[0]):.0f} m, TAS {float(final[1]):.0f} m/s")
