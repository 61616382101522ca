import numpy as np

LADDER = {"low": (16, 28), "mid": (24, 42), "high": (32, 56)}
DISPLAY = (32, 56)


def pick_rendition(bandwidth_kbps):
    if bandwidth_kbps < 800:
        return "low"
    if bandwidth_kbps < 2000:
        return "mid"
    return "high"


def upscale_to_display(frames):
    t, h, w, c = frames.shape
    rows = (np.arange(DISPLAY[0]) * h) // DISPLAY[0]
    cols = (np.arange(DISPLAY[1]) * w) // DISPLAY[1]
    return frames[:, rows][:, :, cols]


def segments(num_segments, frames_per_segment=4, seed=0):
    rng = np.random.default_rng(seed)
    bandwidth = [500, 1500, 2500, 1200, 600, 3000, 2200, 900]
    for i in range(num_segments):
        rendition = pick_rendition(bandwidth[i % len(bandwidth)])
        h, w = LADDER[rendition]
        frames = rng.random((frames_per_segment, h, w, 3), dtype=np.float32)
        yield rendition, upscale_to_display(frames)
