import numpy as np

from tracker import Tracklet


def main():
    rng = np.random.default_rng(0)
    tracks = [Tracklet(rng.uniform(0, 30, 2)) for _ in range(3)]
    for k in range(5):
        stamp = 0.1 * k
        for t in tracks:
            t.predict_to(stamp)
    print([np.asarray(t.x).round(2).tolist() for t in tracks])


if __name__ == "__main__":
    main()
