import numpy as np
import jax
import jax.numpy as jnp

C = 343.0


@jax.jit
def tdoa_residuals(mics, source, tdoa):
    d = jnp.linalg.norm(mics - source, axis=1)
    return (d[1:] - d[0]) / C - tdoa


def localise(coords, tdoa, step=0.5):
    """Coarse grid search over the array footprint at 2 m height."""
    m = np.asarray(coords, float)
    xs = np.arange(m[:, 0].min() - 5, m[:, 0].max() + 5, step)
    ys = np.arange(m[:, 1].min() - 5, m[:, 1].max() + 5, step)
    gx, gy = np.meshgrid(xs, ys, indexing="ij")
    cand = np.stack([gx.ravel(), gy.ravel(), np.full(gx.size, 2.0)], 1)
    d = np.linalg.norm(cand[:, None] - m[None], axis=-1)
    err = (((d[:, 1:] - d[:, :1]) / C - np.asarray(tdoa)) ** 2).sum(1)
    return cand[np.argmin(err)].astype(np.float32)
