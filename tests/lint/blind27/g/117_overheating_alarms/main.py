import numpy as np

from feeds import scada_snapshot, mqtt_snapshot
from alarms import overheating


def main():
    rng = np.random.default_rng(0)
    for minute in range(6):
        snap = scada_snapshot(rng) if minute % 2 == 0 else mqtt_snapshot(rng)
        hot = np.asarray(overheating(snap))
        print(f"minute {minute}: hot tanks {[k for k, h in zip(sorted(snap), hot) if h]}")


if __name__ == "__main__":
    main()
