import jax
import jax.numpy as jnp


def shift_image(img, dy, dx):
    h, w = img.shape
    yy, xx = jnp.meshgrid(jnp.arange(h), jnp.arange(w), indexing="ij")
    coords = jnp.stack([yy - dy, xx - dx])
    return jax.scipy.ndimage.map_coordinates(img, coords, order=1, mode="nearest")


def make_aligner(baseline):
    def ncc_loss(shift, followup):
        moved = shift_image(followup, shift[0], shift[1])
        a = (moved - moved.mean()) / (moved.std() + 1e-6)
        b = (baseline - baseline.mean()) / (baseline.std() + 1e-6)
        return -(a * b).mean()

    def align_followup(followup):
        shift = jnp.zeros(2)
        grad = jax.grad(ncc_loss)
        for _ in range(10):
            shift = shift - 2.0 * grad(shift, followup)
        return shift

    return jax.jit(align_followup)
