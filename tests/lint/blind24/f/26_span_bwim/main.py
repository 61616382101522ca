import numpy as np

from bwim import estimate_gross_weight
from loader import CrossingReader

CALIBRATION = np.float32(1.0 / 0.35 / 133.0)


def main():
    reader = CrossingReader(seed=4)
    errs = []
    for cid in range(12):
        spans, gross = reader.read(cid)
        w = float(estimate_gross_weight(spans, CALIBRATION))
        errs.append(100 * (w - gross) / gross)
        print(f"crossing {cid:2d}: static {gross:6.1f} kN, B-WIM {w:6.1f} kN")
    print(f"mean abs error {np.mean(np.abs(errs)):.2f} %")


if __name__ == "__main__":
    main()
