import numpy as np

N_CHANNELS = 256


def synth_spectra(n, seed=0):
    rng = np.random.default_rng(seed)
    ch = np.arange(N_CHANNELS)
    labels = rng.integers(0, 3, size=n)
    peaks = np.array([60.0, 120.0, 200.0])
    spectra = []
    for lab in labels:
        bg = 50.0 * np.exp(-ch / 80.0)
        line = 300.0 * np.exp(-0.5 * ((ch - peaks[lab]) / 3.0) ** 2)
        spectra.append(rng.poisson(bg + line).astype(np.float32))
    return np.stack(spectra), labels.astype(np.int32)


class SpectrumLoader:
    def __init__(self, x, y, batch_size):
        self.x, self.y, self.batch_size = x, y, batch_size

    def __iter__(self):
        n = len(self.x)
        for start in range(0, n, self.batch_size):
            xb = self.x[start:start + self.batch_size]
            yb = self.y[start:start + self.batch_size]
            w = np.ones(len(xb), np.float32)
            short = self.batch_size - len(xb)
            if short:
                xb = np.concatenate([xb, np.zeros((short, N_CHANNELS), np.float32)])
                yb = np.concatenate([yb, np.zeros(short, np.int32)])
                w = np.concatenate([w, np.zeros(short, np.float32)])
            yield xb, yb, w
