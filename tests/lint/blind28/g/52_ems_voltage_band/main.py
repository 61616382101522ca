import numpy as np

from telemetry import PRIMARY, BACKUP, VoltageSnapshot
from checks import band_excursion


def main():
    rng = np.random.default_rng(1)
    for cycle in range(6):
        src = PRIMARY if cycle % 3 else BACKUP
        snap = VoltageSnapshot({k: v + float(rng.normal(0, 0.02)) for k, v in src.items()})
        exc = band_excursion(snap.magnitudes, snap.buses)
        print(cycle, np.round(np.asarray(exc), 3))


if __name__ == "__main__":
    main()
