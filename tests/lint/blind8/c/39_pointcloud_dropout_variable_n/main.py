import jax
import jax.numpy as jnp
import numpy as np

from augment import Compose, RandomPointDropout, RandomRotateZ


@jax.jit
def normalize_cloud(points):
    centered = points - points.mean(axis=0)
    scale = jnp.max(jnp.linalg.norm(centered, axis=-1))
    return centered / scale


def scan_dataset(n_scans, n_points=256, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_scans):
        yield rng.normal(size=(n_points, 3)).astype(np.float32) * [2.0, 1.0, 0.5]


def main():
    transform = Compose(RandomRotateZ(seed=1), RandomPointDropout(seed=2))
    for i, scan in enumerate(scan_dataset(6)):
        cloud = normalize_cloud(transform(scan))
        print(f"scan {i}: {cloud.shape[0]} points, radius {float(jnp.linalg.norm(cloud, axis=-1).max()):.2f}")


if __name__ == "__main__":
    main()
