import jax
import jax.numpy as jnp
import numpy as np

BUCKETS = (256, 320, 384, 512)


def pad_to_bucket(points, intensity):
    n = len(points)
    size = next(b for b in BUCKETS if b >= n)
    pts = np.zeros((size, 3), np.float32)
    inten = np.zeros((size,), np.float32)
    mask = np.zeros((size,), bool)
    pts[:n], inten[:n], mask[:n] = points, intensity, True
    return pts, inten, mask


def _rotation_z(theta):
    c, s = jnp.cos(theta), jnp.sin(theta)
    return jnp.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])


@jax.jit
def augment_scan(key, points, intensity, mask):
    k_rot, k_scale, k_jit = jax.random.split(key, 3)
    theta = jax.random.uniform(k_rot, minval=-jnp.pi / 4, maxval=jnp.pi / 4)
    scale = jax.random.uniform(k_scale, minval=0.95, maxval=1.05)
    points = points @ _rotation_z(theta).T * scale
    points = points + 0.02 * jax.random.normal(k_jit, points.shape)
    w = mask[:, None].astype(points.dtype)
    centroid = (points * w).sum(axis=0) / w.sum()
    feats = jnp.concatenate([points - centroid, intensity[:, None]], axis=-1)
    return feats * w
