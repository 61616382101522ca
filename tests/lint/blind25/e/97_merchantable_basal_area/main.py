from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
from plotcfg import DEFAULT_MIN_DBH, OVERRIDES

@partial(jax.jit, static_argnames=("min_dbh",))
def merchantable_ba(dbh, expansion, min_dbh):
    ba = jnp.pi * (dbh / 200.0) ** 2 * expansion
    return jnp.sum(jnp.where(dbh >= min_dbh, ba, 0.0))

rng = np.random.default_rng(73)
for plot in range(6):
    dbh = rng.uniform(5, 45, 35).astype(np.float32)
    thr = OVERRIDES[plot] if plot < len(OVERRIDES) else DEFAULT_MIN_DBH
    print(plot, round(float(merchantable_ba(dbh, np.float32(25.0), min_dbh=thr)), 2))
