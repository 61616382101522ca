import jax
import jax.numpy as jnp


@jax.jit
def roi_morphology(roi):
    mask = roi > 0.5
    area = mask.sum()
    ys, xs = jnp.meshgrid(jnp.arange(roi.shape[0]), jnp.arange(roi.shape[1]), indexing="ij")
    cy, cx = (ys * mask).sum() / area, (xs * mask).sum() / area
    myy = (((ys - cy) ** 2) * mask).sum() / area
    mxx = (((xs - cx) ** 2) * mask).sum() / area
    mxy = (((ys - cy) * (xs - cx)) * mask).sum() / area
    common = jnp.sqrt(((myy - mxx) / 2) ** 2 + mxy ** 2)
    l1, l2 = (myy + mxx) / 2 + common, (myy + mxx) / 2 - common
    return jnp.stack([area, 4 * jnp.sqrt(l1), 4 * jnp.sqrt(jnp.maximum(l2, 0)), jnp.sqrt(1 - l2 / l1)])
