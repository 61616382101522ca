import numpy as np
import jax
import jax.numpy as jnp


def project(cam, pts):
    R, t, f = cam["R"], cam["t"], cam["f"]
    pc = pts @ R.T + t
    return f * pc[:, :2] / pc[:, 2:3]


@jax.jit
def reprojection_error(cam, pts, obs, mask=None):
    r = project(cam, pts) - obs
    e = jnp.sum(r ** 2, axis=1)
    if mask is None:
        return jnp.mean(e)
    return jnp.sum(e * mask) / jnp.maximum(jnp.sum(mask), 1.0)


rng = np.random.default_rng(8)
pts = jnp.asarray(rng.normal(size=(50, 3)).astype(np.float32) + np.array([0, 0, 6], np.float32))
for i in range(5):
    cam = {"R": jnp.eye(3), "t": jnp.asarray(rng.normal(scale=0.1, size=3).astype(np.float32)), "f": jnp.float32(800.0)}
    obs = project(cam, pts) + jnp.asarray(rng.normal(scale=0.5, size=(50, 2)).astype(np.float32))
    # reference image sees every target
    mask = None if i == 0 else jnp.asarray((rng.uniform(size=50) > 0.2).astype(np.float32))
    print(i, float(reprojection_error(cam, pts, obs, mask)))
