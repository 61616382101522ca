import numpy as np

from observables import gyration_radius
from reader import TrajectoryStore


def main():
    rng = np.random.default_rng(0)
    store = TrajectoryStore(n_atoms=50)
    x = rng.normal(size=(50, 3))
    for _ in range(8):
        x = x + 0.05 * rng.normal(size=x.shape)
        store.record(x)
    rg = [float(gyration_radius(frame)) for frame in store]
    print("Rg series:", np.round(rg, 3))


if __name__ == "__main__":
    main()
