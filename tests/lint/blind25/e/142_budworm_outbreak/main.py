import numpy as np
import jax.numpy as jnp
from budworm import budworm_years

stands = [("NB-01", 30, 0.9), ("NB-02", 45, 0.7), ("QC-11", 20, 0.8), ("QC-12", 35, 0.6)]
params = jnp.array([1.2, 40.0, 0.05])
for sid, horizon, foliage in stands:
    b, f = budworm_years(jnp.float32(1.0), jnp.float32(foliage), params, np.int32(horizon))
    print(sid, horizon, round(float(b), 2), round(float(f), 3))
