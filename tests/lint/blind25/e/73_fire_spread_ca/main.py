import numpy as np
import jax.numpy as jnp
from fire import FireModel, spread_fire

rng = np.random.default_rng(50)
fuel = (rng.uniform(size=(30, 30)) > 0.2).astype(np.float32)
burning = np.zeros((30, 30), np.float32); burning[15, 15] = 1
for day in range(5):
    model = FireModel(wind=jnp.float32(rng.uniform(0, 1)), moisture=jnp.float32(rng.uniform(0.1, 0.4)), neighbourhood="moore")
    burning = spread_fire(model, burning, fuel)
    print("day", day, "burnt cells", int(burning.sum()))
