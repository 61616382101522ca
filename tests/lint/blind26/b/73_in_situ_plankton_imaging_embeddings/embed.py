import jax
import jax.numpy as jnp


@jax.jit
def radial_profile_embedding(canvas):
    mask = canvas > 0.5
    n = canvas.shape[0]
    ys, xs = jnp.meshgrid(jnp.arange(n), jnp.arange(n), indexing="ij")
    area = mask.sum()
    cy, cx = (ys * mask).sum() / area, (xs * mask).sum() / area
    r = jnp.sqrt((ys - cy) ** 2 + (xs - cx) ** 2)
    bins = jnp.clip(r.astype(jnp.int32), 0, 15)
    prof = jnp.zeros(16).at[bins.ravel()].add(mask.ravel())
    return prof / area
