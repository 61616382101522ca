import numpy as np

from monitor import LineMonitor


def main():
    rng = np.random.default_rng(21)
    mon = LineMonitor()
    target = np.array([62.0, 8.5, 55.0], np.float32)
    for batch in range(8):
        drift = np.array([0.0, 0.3 * batch, -0.4 * batch], np.float32)
        lab = target + drift + rng.normal(scale=0.5, size=(30, 3)).astype(np.float32)
        de = mon.observe(lab)
        print(f"batch {batch}: dE*ab = {de:.2f}")
    print("alarms:", mon.alarms)


if __name__ == "__main__":
    main()
