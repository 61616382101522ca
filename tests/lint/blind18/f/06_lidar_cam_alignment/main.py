import jax
import jax.numpy as jnp
import numpy as np

from calib import Extrinsic, refine_step


def correspondences(n=64, seed=0):
    rng = np.random.default_rng(seed)
    lidar = rng.uniform(-5, 5, size=(n, 3)).astype(np.float32)
    cam = lidar + np.array([0.1, -0.05, 0.2], dtype=np.float32)
    return jnp.asarray(lidar), jnp.asarray(cam)


def main():
    lidar, cam = correspondences()
    ext = Extrinsic(rotvec=jnp.full((3,), 1e-3, dtype=jnp.float32), trans=jnp.zeros(3))
    base_lr, decay = 0.05, 0.9
    for it in range(6):
        step_size = jnp.asarray(base_lr * decay**it, dtype=jnp.float32)
        ext, loss = refine_step(ext, lidar, cam, step_size)
        print(f"iter {it} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
