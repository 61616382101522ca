import numpy as np

from estimator import TimeOffsetEstimator


def window(rng, t0, n=100, true_offset=0.004):
    stamps = (t0 + np.arange(n) * 0.005).astype(np.float32)
    gyro = np.stack([np.sin(3 * stamps), np.cos(2 * stamps), 0.3 * np.sin(5 * stamps)], axis=1)
    cam = np.stack([np.sin(3 * (stamps + true_offset)), np.cos(2 * (stamps + true_offset)),
                    0.3 * np.sin(5 * (stamps + true_offset))], axis=1)
    cam += rng.normal(scale=0.01, size=cam.shape)
    return cam.astype(np.float32), gyro.astype(np.float32), stamps


def main():
    rng = np.random.default_rng(0)
    est = TimeOffsetEstimator()
    for w in range(5):
        err = est.update(*window(rng, t0=0.5 * w))
        print(f"window {w} offset {est.offset * 1e3:.2f} ms residual {err:.4f}")


if __name__ == "__main__":
    main()
