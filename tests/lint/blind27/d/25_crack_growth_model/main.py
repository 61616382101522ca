import numpy as np

from preprocess import suspicious_segments
from growth import crack_growth


def main():
    rng = np.random.default_rng(23)
    for run in range(5):
        reading = rng.uniform(0, 1, 400)
        depth = rng.uniform(0.5, 4.0, 400).astype(np.float32)
        d = suspicious_segments(reading, depth)
        grown = crack_growth(d, 2e5)
        print(f"run {run}: {d.size} segments, max predicted depth {float(grown.max()):.2f} mm")


if __name__ == "__main__":
    main()
