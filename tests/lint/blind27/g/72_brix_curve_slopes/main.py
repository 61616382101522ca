import numpy as np

from data import CurveDataset
from model import masked_log_slope


def main():
    ds = CurveDataset(45)
    errs = []
    for x, m, y, k in ds.batches(8):
        est = np.asarray(masked_log_slope(x, m))[:k]
        errs.append(np.abs(est - y[:k]))
    print("mean abs rate error", float(np.concatenate(errs).mean()), "padded length", ds.max_len)


if __name__ == "__main__":
    main()
