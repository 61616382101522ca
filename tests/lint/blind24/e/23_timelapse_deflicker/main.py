import numpy as np

from deflicker import Deflicker


def timelapse(n, seed=0):
    rng = np.random.default_rng(seed)
    base = rng.uniform(0.2, 0.8, (30, 40)).astype(np.float32)
    for i in range(n):
        flicker = 1.0 + 0.15 * rng.standard_normal()
        yield (base * flicker).astype(np.float32)


def main():
    dfl = Deflicker()
    means = []
    for frame in timelapse(8):
        means.append(float(dfl.process(frame).mean()))
    print(np.round(means, 3))


if __name__ == "__main__":
    main()
