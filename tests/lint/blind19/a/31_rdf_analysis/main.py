from functools import partial

import jax
import numpy as np

from analysis import radial_distribution

BOX = 5.0
R_MAX = 2.5
N_BINS = 25


def load_frames(n_frames, n_atoms, seed=0):
    rng = np.random.default_rng(seed)
    base = rng.uniform(0, BOX, size=(n_atoms, 3)).astype(np.float32)
    for _ in range(n_frames):
        base = np.mod(base + rng.normal(scale=0.05, size=base.shape).astype(np.float32), BOX)
        yield base


def main():
    g_sum = 0.0
    n = 0
    for frame in load_frames(6, 40):
        rdf = jax.jit(partial(radial_distribution, box=BOX, r_max=R_MAX, n_bins=N_BINS))
        g_sum = g_sum + np.asarray(rdf(frame))
        n += 1
    g = g_sum / n
    print("first peak at bin", int(np.argmax(g)), "height", round(float(g.max()), 3))


if __name__ == "__main__":
    main()
