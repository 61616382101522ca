import jax
import jax.numpy as jnp


def _rotation_z(theta):
    c, s = jnp.cos(theta), jnp.sin(theta)
    return jnp.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])


@jax.jit
def augment_scan(key, points, intensity):
    k_rot, k_scale, k_jit = jax.random.split(key, 3)
    theta = jax.random.uniform(k_rot, minval=-jnp.pi / 4, maxval=jnp.pi / 4)
    scale = jax.random.uniform(k_scale, minval=0.95, maxval=1.05)
    points = points @ _rotation_z(theta).T * scale
    points = points + 0.02 * jax.random.normal(k_jit, points.shape)
    centroid = points.mean(axis=0)
    feats = jnp.concatenate([points - centroid, intensity[:, None]], axis=-1)
    return feats
