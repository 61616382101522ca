import numpy as np

from pooling import beat_sync_chroma
from tracks import demo_tracks


def main():
    rng = np.random.default_rng(0)
    for bpm, chroma, beats in demo_tracks(rng):
        pooled = beat_sync_chroma(chroma, boundaries=beats)
        print(bpm, len(beats), pooled.shape)


if __name__ == "__main__":
    main()
