import numpy as np

from config import MAX_DEFECTS, SIZE_BINS_NM
from pareto import size_pareto


def inspection_result(wafer, rng):
    n = int(rng.integers(50, 400))
    sizes = rng.lognormal(np.log(40), 0.6, n).astype(np.float32)
    buf = np.zeros(MAX_DEFECTS, np.float32)
    valid = np.zeros(MAX_DEFECTS, bool)
    buf[:n], valid[:n] = sizes, True
    return buf, valid, n


def main():
    rng = np.random.default_rng(0)
    for wafer in range(8):
        sizes, valid, n = inspection_result(wafer, rng)
        counts = size_pareto(sizes, valid, edges=SIZE_BINS_NM)
        print(f"wafer {wafer}: {n} defects, by size bin {np.asarray(counts).astype(int).tolist()}")


if __name__ == "__main__":
    main()
