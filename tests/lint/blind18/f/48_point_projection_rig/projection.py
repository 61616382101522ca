import jax
import jax.numpy as jnp


@jax.jit
def project(points, K, t):
    cam = points - t
    cam = jnp.stack([cam[:, 1], -cam[:, 2], cam[:, 0]], axis=1)
    uvw = cam @ K.T
    uv = uvw[:, :2] / jnp.maximum(uvw[:, 2:], 1e-3)
    visible = (cam[:, 2] > 0.5) & (uv[:, 0] >= 0) & (uv[:, 0] < 640) & (uv[:, 1] >= 0) & (uv[:, 1] < 480)
    return uv, visible


def load_camera(cfg):
    return jnp.asarray(cfg["K"], dtype=jnp.float32), jnp.asarray(cfg["t"], dtype=jnp.float32)
