import jax.numpy as jnp
import numpy as np

from dynamics import solve_sir

y0 = jnp.array([0.99, 0.01, 0.0])
args = (jnp.float32(0.5), jnp.float32(0.1))
for horizon_days in [10, 20, 30, 45]:
    ts = jnp.asarray(np.arange(0, horizon_days + 1, 1.0), dtype=jnp.float32)
    ys = solve_sir(y0, args, ts)
    print(f"horizon={horizon_days}d peak infected={float(ys[:, 1].max()):.3f}")
