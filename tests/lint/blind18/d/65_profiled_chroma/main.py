import numpy as np

from chroma import N_FFT, SR, chromagram
from utils import profiled

NOTE_NAMES = "C C# D D# E F F# G G# A A# B".split()


def frames_of(freq, n_frames=16, rng=None):
    t = (np.arange(n_frames * N_FFT) / SR).reshape(n_frames, N_FFT)
    return (np.sin(2 * np.pi * freq * t) + 0.01 * rng.standard_normal(t.shape)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    timings = []
    for freq in (261.6, 329.6, 392.0, 440.0, 493.9):
        c = profiled(chromagram, frames_of(freq, rng=rng), log=timings)
        print(freq, NOTE_NAMES[int(np.asarray(c).mean(0).argmax())])
    print("calls", len(timings))


if __name__ == "__main__":
    main()
