import numpy as np

from emergence import expected_stand
from prescription import load_prescription

FIELDS = [
    {"name": "Home80", "vr_map": [32, 34, 36, 30, 33, 35, 31, 34], "flat_rate": None},
    {"name": "Creek40", "vr_map": None, "flat_rate": 34.0},
    {"name": "West120", "vr_map": [30, 31, 35, 36, 34, 33, 32, 30], "flat_rate": None},
    {"name": "Hill60", "vr_map": None, "flat_rate": 32.0},
]


def main():
    rng = np.random.default_rng(0)
    for f in FIELDS:
        rate = load_prescription(f)
        soil_t = rng.uniform(9, 15, 8).astype(np.float32)
        crust = rng.uniform(0, 0.4, 8).astype(np.float32)
        area = rng.uniform(3, 8, 8).astype(np.float32)
        plants, avg = expected_stand(rate, soil_t, crust, area)
        print(f"{f['name']}: expected stand {float(avg):.1f} k plants/acre")


if __name__ == "__main__":
    main()
