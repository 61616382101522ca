import numpy as np

from cherenkov import photon_yield
from tracks import electron_tracks


def main():
    rng = np.random.default_rng(0)
    wl = np.linspace(300, 600, 61).astype(np.float32)
    for pool_section in range(6):
        beta, path = electron_tracks(rng, from_device=pool_section % 2 == 1)
        y = photon_yield(beta, path, wl)
        print(f"section {pool_section}: mean photons per electron {float(y.mean()):.1f}")


if __name__ == "__main__":
    main()
