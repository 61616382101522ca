import numpy as np


def energy_vad(wav, sr, frame_ms=20, threshold_db=-30.0, min_frames=5):
    """Return (start, end) sample ranges of contiguous voiced regions."""
    hop = int(sr * frame_ms / 1000)
    n = len(wav) // hop
    energy = 10 * np.log10(np.mean(wav[: n * hop].reshape(n, hop) ** 2, axis=1) + 1e-10)
    voiced = energy > threshold_db
    segments, start = [], None
    for i, v in enumerate(np.append(voiced, False)):
        if v and start is None:
            start = i
        elif not v and start is not None:
            if i - start >= min_frames:
                segments.append((start * hop, i * hop))
            start = None
    return segments
