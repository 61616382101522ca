import jax
import jax.numpy as jnp


@jax.jit
def augment(points, key):
    k_rot, k_scale, k_drop = jax.random.split(key, 3)
    theta = jax.random.uniform(k_rot, (), minval=-jnp.pi / 4, maxval=jnp.pi / 4)
    c, s = jnp.cos(theta), jnp.sin(theta)
    R = jnp.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])
    scale = jax.random.uniform(k_scale, (), minval=0.95, maxval=1.05)
    keep = jax.random.bernoulli(k_drop, 0.9, (points.shape[0],))
    xyz = (points[:, :3] @ R.T) * scale
    return jnp.concatenate([xyz, points[:, 3:]], axis=1), keep
