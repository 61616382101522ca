import numpy as np

from service import DepthEstimator


def main():
    rng = np.random.default_rng(0)
    est = DepthEstimator()
    depths = []
    for _ in range(5):
        frame = rng.random((16, 16, 3), dtype=np.float32)
        depths.append(float(est(frame).mean()))
    print(np.round(depths, 4))


if __name__ == "__main__":
    main()
