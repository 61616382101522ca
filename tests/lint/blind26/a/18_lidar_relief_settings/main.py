from functools import partial
import numpy as np
import jax
import jax.numpy as jnp

from settings import settings_for


@partial(jax.jit, static_argnames=("cfg",))
def local_relief(dem, cfg):
    k = 2 * cfg.radius + 1
    w = jnp.ones((k,), jnp.float32) / k
    rows = jax.vmap(lambda r: jnp.convolve(r, w, mode="same"))(dem)
    smooth = jax.vmap(lambda c: jnp.convolve(c, w, mode="same"))(rows.T).T
    return jnp.clip(dem - smooth, -cfg.clip, cfg.clip)


rng = np.random.default_rng(2)
metas = [{"tile": f"SU{i:02d}", "radius": 4} for i in range(6)]
for meta in metas:
    dem = jnp.asarray(rng.normal(size=(36, 36)).astype(np.float32))
    relief = local_relief(dem, cfg=settings_for(meta))
    print(meta["tile"], float(jnp.abs(relief).mean()))
