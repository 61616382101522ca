import numpy as np

CLIP_LEN = 4


def bev_clip(rng, frame_idx, hw=(20, 20), c=8):
    frames = []
    for k in range(CLIP_LEN):
        if (frame_idx + k) % 3 == 0:
            continue  # sensor sync failed for this sweep
        frames.append(rng.normal(size=hw + (c,)).astype(np.float32))
    return np.stack(frames)
