import numpy as np

FPS = 20


def beat_frames(bpm, n_frames):
    period = FPS * 60.0 / bpm
    return tuple(int(round(k * period)) for k in range(1, int(n_frames / period)))


def demo_tracks(rng, n_frames=120):
    for bpm in (100, 120, 90, 140):
        chroma = np.abs(rng.standard_normal((n_frames, 12))).astype(np.float32)
        yield bpm, chroma, beat_frames(bpm, n_frames)
