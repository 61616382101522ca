import jax.numpy as jnp

from dynamics import solve_sir

y0 = jnp.array([0.99, 0.01, 0.0])
args = (jnp.float32(0.5), jnp.float32(0.1))
for horizon_days in [10, 20, 30, 45]:
    ts, ys = solve_sir(y0, args, jnp.float32(horizon_days))
    print(f"horizon={horizon_days}d peak infected={float(ys[:, 1].max()):.3f} at t={float(ts[ys[:, 1].argmax()]):.1f}")
