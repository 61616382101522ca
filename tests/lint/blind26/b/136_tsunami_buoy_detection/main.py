import numpy as np

from detector import tsunami_trigger
from stations import STATIONS, record


def main():
    rng = np.random.default_rng(0)
    for name, sample_s in STATIONS.items():
        h, window = record(sample_s, rng)
        peak, idx = tsunami_trigger(h, window=window)
        print(f"{name}: {len(h)} samples, max residual {float(peak) * 100:.1f} cm at sample {int(idx)}")


if __name__ == "__main__":
    main()
