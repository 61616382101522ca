import numpy as np

from rdf import radial_distribution
from trajectory import simulate_frames

N_ATOMS = 24
BOX = np.float32(5.0)
EDGES = np.linspace(0.0, 2.5, 26, dtype=np.float32)


def main():
    # replicas were written with different lengths (restarts, crashed jobs)
    for replica, n_frames in enumerate([21, 19, 30, 13]):
        g = radial_distribution(simulate_frames(n_frames, N_ATOMS, BOX, seed=replica), N_ATOMS, BOX, EDGES)
        print(f"replica {replica}: {n_frames} frames, g(r) tail mean {g[-5:].mean():.3f}")


if __name__ == "__main__":
    main()
