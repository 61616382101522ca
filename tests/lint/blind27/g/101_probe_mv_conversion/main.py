import numpy as np

from calibration import TABLES, table_arrays
from convert import mv_to_celsius


def main():
    rng = np.random.default_rng(3)
    for probe in TABLES:
        raw = rng.uniform(500, 700, 24).astype(np.float32)
        xp, fp = table_arrays(probe)
        temps = np.asarray(mv_to_celsius(raw, xp, fp))
        print(f"{probe}: mean {temps.mean():.2f} C, range {temps.min():.2f}-{temps.max():.2f}")


if __name__ == "__main__":
    main()
