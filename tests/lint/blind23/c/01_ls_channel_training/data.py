import numpy as np


def make_pilot_dataset(n_frames, n_sc, n_taps, snr_db, seed=0):
    rng = np.random.default_rng(seed)
    h_time = (rng.standard_normal((n_frames, n_taps)) + 1j * rng.standard_normal((n_frames, n_taps))) / np.sqrt(2 * n_taps)
    h_freq = np.fft.fft(h_time, n=n_sc, axis=-1)
    pilots = np.exp(1j * np.pi / 2 * rng.integers(0, 4, size=(n_frames, n_sc)))
    noise_std = 10 ** (-snr_db / 20)
    noise = noise_std * (rng.standard_normal((n_frames, n_sc)) + 1j * rng.standard_normal((n_frames, n_sc))) / np.sqrt(2)
    y = h_freq * pilots + noise
    ls = y / pilots
    x = np.concatenate([ls.real, ls.imag], axis=-1).astype(np.float32)
    t = np.concatenate([h_freq.real, h_freq.imag], axis=-1).astype(np.float32)
    return x, t


class FrameLoader:
    def __init__(self, x, t, batch_size, seed=0):
        self.x, self.t = x, t
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.x[sel], self.t[sel]
