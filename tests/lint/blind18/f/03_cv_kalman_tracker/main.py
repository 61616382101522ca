import numpy as np

from kalman import Track


def radar_stream(n, seed=1):
    rng = np.random.default_rng(seed)
    t = 0.0
    pos = np.array([5.0, 2.0])
    vel = np.array([1.0, 0.5])
    for _ in range(n):
        t += 0.1 + rng.uniform(-0.02, 0.02)
        pos = pos + vel * 0.1
        yield t, (pos + rng.normal(0.0, 0.3, size=2)).astype(np.float32)


def main():
    stream = radar_stream(8)
    t0, z0 = next(stream)
    track = Track(z0, t0)
    for stamp, z in stream:
        est = track.step(z, stamp)
    print("final state", np.asarray(est).round(2))


if __name__ == "__main__":
    main()
