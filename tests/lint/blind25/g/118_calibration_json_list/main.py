import numpy as np

from brix import brix_from_refractometer, fit_calibration
from store import save_calibration, load_calibration


def main():
    rng = np.random.default_rng(0)
    raw = rng.uniform(1200, 4200, size=20).astype(np.float32)
    lab = (2.0 + 14.0 * raw / 1000 + 0.6 * (raw / 1000) ** 2 + 0.1 * rng.normal(size=20)).astype(np.float32)
    coeffs = fit_calibration(raw, lab)
    print("start-up check:", np.round(np.asarray(brix_from_refractometer(coeffs, raw[:5])), 2))
    save_calibration("line_3", coeffs)
    for shift in range(3):
        coeffs = load_calibration("line_3")
        counts = rng.uniform(1500, 4000, size=5).astype(np.float32)
        print(f"shift {shift}:", np.round(np.asarray(brix_from_refractometer(coeffs, counts)), 2))


if __name__ == "__main__":
    main()
