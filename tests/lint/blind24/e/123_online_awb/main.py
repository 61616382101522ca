import numpy as np

from adapt import OnlineWhiteBalance


def main():
    rng = np.random.default_rng(0)
    awb = OnlineWhiteBalance()
    casts = [np.array([1.1, 1.0, 0.8]), np.array([0.85, 1.0, 1.2])]
    for i in range(10):
        scene = i // 5
        frame = (rng.uniform(0.2, 0.8, (18, 32, 3)) * casts[scene]).astype(np.float32)
        gains = awb.on_frame(frame, scene_cut=(i % 5 == 0))
        print(i, np.round(np.asarray(gains), 3).tolist())


if __name__ == "__main__":
    main()
