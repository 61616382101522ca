import jax.numpy as jnp
import numpy as np

from column import EnthalpyColumn

col = EnthalpyColumn(thickness=3000.0, n_layers=31)
temp = jnp.linspace(-5.0, -30.0, 31)
surface_history = -30.0 + 2.0 * np.sin(np.linspace(0, 3 * np.pi, 50))
for k, ts in enumerate(surface_history):
    temp = col.advance(temp, jnp.float32(ts), jnp.float32(-0.1), jnp.float32(20.0))
print(f"basal temperature after 1000 a: {float(temp[0]):.2f} C; mid-depth {float(temp[15]):.2f} C")
