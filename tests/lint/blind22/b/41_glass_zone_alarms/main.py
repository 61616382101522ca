import numpy as np

from alarms import zone_alarms
from station import STATIONS


def main():
    rng = np.random.default_rng(12)
    for cycle in range(2):
        for st in STATIONS:
            zone_scores = rng.random((3, 8), dtype=np.float32)
            counts = zone_alarms(zone_scores, st.thresholds)
            print(cycle, st.name, np.asarray(counts).tolist())


if __name__ == "__main__":
    main()
