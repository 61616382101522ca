import jax.numpy as jnp
import numpy as np

from stacking import Stacker


def exposures(n_groups, n_frames=5, size=32, seed=0):
    rng = np.random.default_rng(seed)
    sky = rng.uniform(90, 110, (size, size))
    for _ in range(n_groups):
        cube = sky + rng.normal(0, 3, (n_frames, size, size))
        hits = rng.uniform(size=cube.shape) < 0.01
        cube[hits] += 500.0
        yield cube.astype(np.float32)


if __name__ == "__main__":
    stacker = Stacker()
    for i, cube in enumerate(exposures(5)):
        coadd = stacker.combine(jnp.asarray(cube))
        print(f"group {i}: coadd mean {float(coadd.mean()):.2f} max {float(coadd.max()):.2f}")
