from functools import partial
import numpy as np
import jax
import jax.numpy as jnp

from config import out_shape, CONFIG


@partial(jax.jit, static_argnums=(1, 2))
def resample_plan(scan, shape, method):
    return jax.image.resize(scan, shape, method=method)


rng = np.random.default_rng(0)
for sheet in range(5):
    scan = jnp.asarray(rng.uniform(size=(120, 160)).astype(np.float32))
    small = resample_plan(scan, out_shape(), CONFIG["plan"]["method"])
    print(sheet, small.shape, float(small.mean()))
