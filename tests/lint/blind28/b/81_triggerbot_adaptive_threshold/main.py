import numpy as np

from monitor import TriggerbotMonitor


def main():
    rng = np.random.default_rng(7)
    mon = TriggerbotMonitor()
    for window in range(8):
        # reaction-time based suspicion scores per player in the window
        mon.process(rng.beta(2, 5, size=200).astype(np.float32))
    print(mon.total, float(mon.threshold))


if __name__ == "__main__":
    main()
