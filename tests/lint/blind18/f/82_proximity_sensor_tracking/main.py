import numpy as np

from filters import RangeFilter

SENSORS = ("front_radar", "rear_radar", "left_ultrasonic", "right_ultrasonic")


def main():
    rng = np.random.default_rng(3)
    filters = {name: RangeFilter(name) for name in SENSORS}
    for frame in range(5):
        for name, f in filters.items():
            z = np.float32(10.0 - 0.2 * frame + rng.normal(0, 0.1))
            f.update(z)
    print({n: np.asarray(f.state).round(2).tolist() for n, f in filters.items()})


if __name__ == "__main__":
    main()
