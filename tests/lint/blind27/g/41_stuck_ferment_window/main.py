import numpy as np

from monitor import TankMonitor


def main():
    rng = np.random.default_rng(1)
    mon = TankMonitor()
    for hour in range(40):
        sg = 1.080 - 0.0012 * min(hour, 24) - 0.0002 * max(hour - 24, 0) + rng.normal(0, 1e-4)
        score = mon.ingest(sg)
        if hour >= 10 and hour % 5 == 0:
            print(f"hour {hour}: stuck score {float(score):.2f}")


if __name__ == "__main__":
    main()
