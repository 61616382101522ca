import numpy as np

from ndvi import window_mean


def main():
    rng = np.random.default_rng(7)
    for field in range(3):
        series = (0.2 + 0.6 * np.exp(-((np.arange(36) - 20 - field) / 6.0) ** 2) + 0.02 * rng.normal(size=36)).astype(np.float32)
        peak = np.argmax(series)
        at_peak = window_mean(series, peak - 2)
        early = [float(window_mean(series, k)) for k in range(0, 12, 4)]
        print(f"field {field}: peak composite {float(at_peak):.3f}, early composites {np.round(early, 3).tolist()}")


if __name__ == "__main__":
    main()
