import jax.numpy as jnp
from model import fox_rabies_trajectory

y0 = jnp.array([0.95, 0.03, 0.02], dtype=jnp.float32)
for beta in [40.0, 60.0, 80.0, 100.0]:
    ys = fox_rabies_trajectory(y0, (beta, 0.5, 13.0))
    print(f"beta={beta:5.1f} peak rabid fraction {float(ys[:, 2].max()):.4f}")
