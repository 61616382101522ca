import numpy as np

from monitor import CausticMonitor


def main():
    rng = np.random.default_rng(0)
    mon = CausticMonitor()
    nominal = np.array([95.0, 75.0, 12.0], np.float32)  # mS/cm, C, m3/h
    for minute in range(15):
        mon.update(nominal + rng.normal(scale=[2.0, 0.5, 0.3]).astype(np.float32))
    print("n =", int(mon.count), "mean", np.round(np.asarray(mon.mean), 2), "std", np.round(np.asarray(mon.std), 2))


if __name__ == "__main__":
    main()
