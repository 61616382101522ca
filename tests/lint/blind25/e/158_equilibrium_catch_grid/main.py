import numpy as np
import jax.numpy as jnp
from projection import equilibrium_catch

ages = jnp.arange(1.0, 13.0)
numbers0 = 1e6 * jnp.exp(-0.2 * ages)
weights = 2.0 * (1 - jnp.exp(-0.3 * ages)) ** 3
sel = 1 / (1 + jnp.exp(-(ages - 4)))
F_values = np.linspace(0.1, 0.5, 5).astype(np.float32)
for F in F_values:
    print(round(float(F), 2), round(float(equilibrium_catch(numbers0, weights, sel, F)), 0))
