import numpy as np

from tracker import TrackState


def main():
    rng = np.random.default_rng(0)
    track = TrackState(max_len=6)
    pos = np.zeros(2)
    for frame in range(10):
        pos = pos + np.array([1.0, 0.2]) + rng.normal(size=2) * 0.05
        track.observe(pos)
        v = track.velocity()
        print(frame, np.round(v, 3))


if __name__ == "__main__":
    main()
