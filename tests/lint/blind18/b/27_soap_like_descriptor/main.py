import jax.numpy as jnp
import numpy as np

from descriptors import radial_descriptor
from settings import DescriptorSettings


def trajectory(n_frames=6, n_atoms=7, seed=0):
    rng = np.random.default_rng(seed)
    pos = rng.normal(scale=1.5, size=(n_atoms, 3))
    for _ in range(n_frames):
        pos = pos + 0.05 * rng.normal(size=pos.shape)
        yield jnp.asarray(pos, jnp.float32)


def featurize_frame(pos):
    return radial_descriptor(pos, DescriptorSettings(n_radial=8, r_cut=4.0))


def main():
    feats = [featurize_frame(p) for p in trajectory()]
    stacked = jnp.stack(feats)
    print(stacked.shape, float(stacked.mean()))


if __name__ == "__main__":
    main()
