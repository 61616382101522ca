import numpy as np

from spotting import spot_signs


def main():
    rng = np.random.default_rng(0)
    w = (rng.normal(size=(126, 5)) * 0.2).astype(np.float32)
    for video in range(3):
        stream = rng.normal(size=(60 + 4 * video, 63)).astype(np.float32)
        print(video, spot_signs(stream, w)[:4])


if __name__ == "__main__":
    main()
