import numpy as np

from battery import Battery


def schedule(n, seed=0):
    rng = np.random.default_rng(seed)
    return rng.uniform(-5.0, 5.0, size=n).astype(np.float32)


def main():
    bat = Battery(initial_soc=0.5)
    trace = []
    for p in schedule(12):
        trace.append(float(bat.apply(p)))
    print("final soc", trace[-1])


if __name__ == "__main__":
    main()
