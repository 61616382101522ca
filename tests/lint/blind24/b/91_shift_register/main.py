import numpy as np

from chunks import chunk_train
from coincidence import reals_plus_accidentals


def main():
    rng = np.random.default_rng(3)
    for can in range(4):
        n = int(rng.integers(900, 2500))
        times = np.sort(rng.uniform(0, 1e5, n)).astype(np.float32)
        rpa, total = 0, 0
        for chunk in chunk_train(times):
            r, t = reals_plus_accidentals(chunk)
            rpa, total = rpa + int(r), total + int(t)
        print(f"can {can}: {total} pulses, R+A {rpa}")


if __name__ == "__main__":
    main()
