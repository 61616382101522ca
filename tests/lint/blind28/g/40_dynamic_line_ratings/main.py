import numpy as np

from ratings import dynamic_ratings
from flows import overload_margin


def main():
    rng = np.random.default_rng(19)
    ptdf = (rng.standard_normal((7, 4)) * 0.3).astype(np.float32)
    temps = [12, 14, 18, 23, 27, 29, 26, 20]
    winds = [3.0, 2.5, 2.0, 1.5, 1.0, 1.0, 2.0, 3.5]
    for hour, (tc, ws) in enumerate(zip(temps, winds)):
        inj = rng.uniform(-1.5, 1.5, 4).astype(np.float32)
        margin, worst = overload_margin(ptdf, inj, dynamic_ratings(tc, ws))
        print(hour, round(float(margin), 3), int(worst))


if __name__ == "__main__":
    main()
