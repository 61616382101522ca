import numpy as np


def av_clips(n, frames=4, audio_len=32, seed=0):
    """Clips from a mixed library: some files carry an audio track, some are silent."""
    rng = np.random.default_rng(seed)
    for i in range(n):
        sample = {
            "video": rng.random((frames, 8, 8), dtype=np.float32),
            "label": np.int32(i % 3),
        }
        if i % 3 != 2:
            sample["audio"] = rng.standard_normal(audio_len).astype(np.float32)
        yield sample
