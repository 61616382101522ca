import numpy as np


def read_night(n_frames, size=48, seed=0):
    """Raw frames come off the camera as uint16 ADU; frames that went through
    the reduction pipeline are float32 electrons."""
    rng = np.random.default_rng(seed)
    frames = []
    for i in range(n_frames):
        img = rng.poisson(200.0, (size, size))
        if i % 2 == 0:
            frames.append(img.astype(np.uint16))
        else:
            frames.append((img * 1.0).astype(np.float32))
    return frames
