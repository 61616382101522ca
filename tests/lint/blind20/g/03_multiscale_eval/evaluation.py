import equinox as eqx
import jax.numpy as jnp
import numpy as np

from field import composite


def pixel_rays(height, width, focal):
    i, j = np.meshgrid(np.arange(width), np.arange(height), indexing="xy")
    dirs = np.stack([(i - width / 2) / focal, -(j - height / 2) / focal, -np.ones_like(i)], -1)
    dirs = dirs / np.linalg.norm(dirs, axis=-1, keepdims=True)
    origins = np.broadcast_to(np.array([0.0, 0.0, 4.0]), dirs.shape)
    return origins.reshape(-1, 3).astype(np.float32), dirs.reshape(-1, 3).astype(np.float32)


@eqx.filter_jit
def render_psnr(field, origins, dirs, target):
    pred = composite(field, origins, dirs)
    mse = jnp.mean((pred - target) ** 2)
    return -10.0 * jnp.log10(mse)


class PSNRCallback:
    def __init__(self, test_views):
        self.test_views = test_views

    def __call__(self, step, field):
        scores = []
        for view in self.test_views:
            h, w = view["image"].shape[:2]
            origins, dirs = pixel_rays(h, w, view["focal"])
            scores.append(float(render_psnr(field, origins, dirs, view["image"].reshape(-1, 3))))
        print(f"step {step} test psnr {np.mean(scores):.2f}")
