import numpy as np

from centroid import windowed_centroid


def detections(n=5, seed=27):
    rng = np.random.default_rng(seed)
    for i in range(n):
        xc, yc = rng.uniform(12, 20, 2)
        yy, xx = np.mgrid[:32, :32]
        stamp = 800 * np.exp(-((xx - xc) ** 2 + (yy - yc) ** 2) / (2 * 1.7 ** 2)) + rng.normal(40, 2, (32, 32))
        yield {"id": i, "x_peak": float(round(xc)), "y_peak": float(round(yc))}, stamp.astype(np.float32), (xc, yc)


def main():
    for det, stamp, true in detections():
        x, y = det["x_peak"], det["y_peak"]
        for _ in range(6):
            x, y = windowed_centroid(stamp, x, y, 2.0)
        print(f"source {det['id']}: ({float(x):.3f}, {float(y):.3f}) true ({true[0]:.3f}, {true[1]:.3f})")


if __name__ == "__main__":
    main()
