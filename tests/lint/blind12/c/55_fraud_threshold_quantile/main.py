import numpy as np

from scorer import ThresholdCalibrator, flag_transactions


def main():
    rng = np.random.default_rng(0)
    weights = rng.normal(size=9).astype(np.float32)
    calib = ThresholdCalibrator(target_rate=0.1)
    flagged = 0
    for _ in range(6):
        feats = rng.normal(size=(128, 9)).astype(np.float32)
        risk, flags = flag_transactions(weights, feats, calib.threshold)
        flagged += int(flags.sum())
        calib.update(risk)
    print("flagged", flagged, "threshold", round(float(calib.threshold), 3))


if __name__ == "__main__":
    main()
