import numpy as np

GOP = 6


def encoded_stream(num_frames, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(num_frames):
        frame_type = "I" if i % GOP == 0 else "P"
        payload = rng.standard_normal((8, 8)).astype(np.float32)
        yield frame_type, payload
