import numpy as np

from pivot import PivotFleet

RADII = {"north": 400.0, "south": 380.0, "east": 420.0, "west": 400.0}


def main():
    rng = np.random.default_rng(0)
    fleet = PivotFleet(RADII)
    for name in RADII:
        deficits = rng.uniform(10, 35, 8).astype(np.float32)
        used, surplus = fleet.plan(name, 60.0, 55.0, deficits)
        print(f"{name}: applied {np.round(np.asarray(used), 1).tolist()} mm")


if __name__ == "__main__":
    main()
