import numpy as np

from monitor import flag_and_adapt


class AimbotMonitor:
    def __init__(self, initial_threshold=0.9):
        self.threshold = initial_threshold
        self.total = 0

    def process(self, scores):
        flags, self.threshold = flag_and_adapt(scores, self.threshold)
        self.total += int(flags.sum())


def main():
    rng = np.random.default_rng(7)
    mon = AimbotMonitor()
    for window in range(8):
        scores = rng.beta(2, 5, size=200).astype(np.float32)
        mon.process(scores)
    print(mon.total, float(mon.threshold))


if __name__ == "__main__":
    main()
