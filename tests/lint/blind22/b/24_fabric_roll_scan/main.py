import numpy as np

from detect import weave_anomaly_map
from settings import settings_for_roll

ROLLS = [{"id": "R-100"}, {"id": "R-101"}, {"id": "R-102"}, {"id": "R-103"}, {"id": "R-104"}]


def main():
    rng = np.random.default_rng(4)
    for roll in ROLLS:
        settings = settings_for_roll(roll)
        strip = rng.random((24, 64), dtype=np.float32)
        score = weave_anomaly_map(strip, settings=settings)
        print(roll["id"], settings, float(score))


if __name__ == "__main__":
    main()
