import equinox as eqx
import jax.numpy as jnp
import numpy as np
from model import OnlineFuelCorrector, refine

rng = np.random.default_rng(91)
model = OnlineFuelCorrector(bias=jnp.zeros((), jnp.float32))
for flight in range(6):
    planned = jnp.asarray(rng.uniform(2200, 2600, 30), dtype=jnp.float32)
    actual = planned * (1.03 + jnp.asarray(rng.normal(0, 0.01, 30), dtype=jnp.float32))
    model = refine(model, planned, actual)
    model = eqx.tree_at(lambda m: m.n_updates, model, model.n_updates + 1)
    print(flight, f"bias {float(model.bias):+.4f}")
