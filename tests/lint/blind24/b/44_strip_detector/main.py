import numpy as np

from cluster import centroid
from detector import StripDetector


def main():
    det = StripDetector()
    rng = np.random.default_rng(2)
    res = []
    for ev in range(40):
        adc, x_true = det.read_event(rng)
        x = centroid(adc, det.threshold, det.pitch_um, n_strips=det.n_strips)
        res.append(float(x) - x_true)
    print(f"position resolution {np.std(res):.2f} um")


if __name__ == "__main__":
    main()
