import equinox as eqx
import numpy as np

from field import composite

CHUNK = 64


def pixel_rays(height, width, focal):
    i, j = np.meshgrid(np.arange(width), np.arange(height), indexing="xy")
    dirs = np.stack([(i - width / 2) / focal, -(j - height / 2) / focal, -np.ones_like(i)], -1)
    dirs = dirs / np.linalg.norm(dirs, axis=-1, keepdims=True)
    origins = np.broadcast_to(np.array([0.0, 0.0, 4.0]), dirs.shape)
    return origins.reshape(-1, 3).astype(np.float32), dirs.reshape(-1, 3).astype(np.float32)


@eqx.filter_jit
def render_chunk(field, origins, dirs):
    return composite(field, origins, dirs)


def render_image(field, origins, dirs):
    n = origins.shape[0]
    pad = (-n) % CHUNK
    origins = np.pad(origins, ((0, pad), (0, 0)))
    dirs = np.pad(dirs, ((0, pad), (0, 0)), constant_values=1.0)
    out = [np.asarray(render_chunk(field, origins[s:s + CHUNK], dirs[s:s + CHUNK]))
           for s in range(0, n + pad, CHUNK)]
    return np.concatenate(out)[:n]


class PSNRCallback:
    def __init__(self, test_views):
        self.test_views = test_views

    def __call__(self, step, field):
        scores = []
        for view in self.test_views:
            h, w = view["image"].shape[:2]
            origins, dirs = pixel_rays(h, w, view["focal"])
            pred = render_image(field, origins, dirs)
            mse = np.mean((pred - view["image"].reshape(-1, 3)) ** 2)
            scores.append(-10.0 * np.log10(mse))
        print(f"step {step} test psnr {np.mean(scores):.2f}")
