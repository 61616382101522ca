import numpy as np

N_FFT, HOP = 512, 256


class FrameAssembler:
    """Turns arbitrary sample chunks into STFT frames, carrying the leftover."""

    def __init__(self):
        self.carry = np.zeros(N_FFT - HOP, np.float32)

    def push(self, chunk):
        buf = np.concatenate([self.carry, chunk])
        n_frames = 1 + (len(buf) - N_FFT) // HOP
        idx = np.arange(N_FFT)[None] + HOP * np.arange(n_frames)[:, None]
        frames = buf[idx]
        self.carry = buf[n_frames * HOP:]
        return frames
