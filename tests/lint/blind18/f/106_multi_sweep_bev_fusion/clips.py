import numpy as np

CLIP_LEN = 4


def bev_clip(rng, frame_idx, hw=(20, 20), c=8):
    frames = np.zeros((CLIP_LEN,) + hw + (c,), np.float32)
    valid = np.zeros(CLIP_LEN, np.float32)
    for k in range(CLIP_LEN):
        if (frame_idx + k) % 3 == 0:
            continue  # sensor sync failed for this sweep
        frames[k] = rng.normal(size=hw + (c,))
        valid[k] = 1.0
    return frames, valid
