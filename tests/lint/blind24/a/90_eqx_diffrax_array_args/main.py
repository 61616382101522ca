import jax.numpy as jnp
from model import badger_tb_trajectory

y0 = jnp.array([0.9, 0.1], dtype=jnp.float32)
for cull in [0.0, 0.1, 0.2, 0.3]:
    args = tuple(jnp.asarray(v, dtype=jnp.float32) for v in (1.2, 0.15 + cull, 0.05))
    ys = badger_tb_trajectory(y0, args)
    print(f"annual cull {cull:.1f}: prevalence at 30 y {float(ys[-1, 1] / ys[-1].sum()):.3f}")
