import numpy as np

from nowcast import RadarNowcaster


def radar_stream(n_frames=12, size=48, seed=0):
    rng = np.random.default_rng(seed)
    base = rng.gamma(0.5, 2.0, size=(size, size)).astype(np.float32)
    for t in range(n_frames):
        yield np.roll(base, t, axis=1) * (1 + 0.02 * t)


def main():
    nc = RadarNowcaster()
    for t, frame in enumerate(radar_stream()):
        fc = nc.update(frame)
        if t % 4 == 0:
            print(t, float(fc.mean()))


if __name__ == "__main__":
    main()
