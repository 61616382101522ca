import jax
import jax.numpy as jnp
import numpy as np

from augment import Compose, RandomPointDropout, RandomRotateZ


@jax.jit
def normalize_cloud(points, valid):
    w = valid[:, None].astype(points.dtype)
    mean = (points * w).sum(axis=0) / w.sum()
    centered = (points - mean) * w
    scale = jnp.max(jnp.linalg.norm(centered, axis=-1))
    return centered / scale, valid


def scan_dataset(n_scans, n_points=256, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_scans):
        pts = rng.normal(size=(n_points, 3)).astype(np.float32) * [2.0, 1.0, 0.5]
        yield pts.astype(np.float32), np.ones(n_points, bool)


def main():
    transform = Compose(RandomRotateZ(seed=1), RandomPointDropout(seed=2))
    for i, scan in enumerate(scan_dataset(6)):
        cloud, valid = normalize_cloud(*transform(scan))
        print(f"scan {i}: {int(valid.sum())} of {cloud.shape[0]} points kept")


if __name__ == "__main__":
    main()
