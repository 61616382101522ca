import numpy as np
import jax.numpy as jnp

from metrics import make_volume_fn

rng = np.random.default_rng(4)
thicknesses = rng.uniform(0.1, 0.6, size=6)
counts = jnp.asarray(rng.poisson(12, size=(20,)).astype(np.float32))

volume_fn = make_volume_fn(unit_area=1.0)
for ctx, t in zip(range(200, 206), thicknesses):
    d = volume_fn(counts, jnp.float32(t))
    print(ctx, round(float(d), 2))
