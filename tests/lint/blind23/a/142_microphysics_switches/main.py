import numpy as np

from micro import warm_cold_rain
from options import RAW, parse_options


def main():
    rng = np.random.default_rng(0)
    for raw in RAW:
        case, opts = parse_options(raw)
        qc = rng.uniform(0, 2e-3, 60).astype(np.float32)
        qr = np.zeros(60, np.float32)
        T = np.linspace(290, 240, 60).astype(np.float32)
        for _ in range(20):
            qc, qr, frz = warm_cold_rain(qc, qr, T, opts)
        print(case, float(qr.sum()), float(frz.sum()))


if __name__ == "__main__":
    main()
