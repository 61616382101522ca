import numpy as np


def beat_quality(signal, hz):
    """Crude signal-quality index: fraction of power in the 0.5-40 Hz band."""
    spec = np.abs(np.fft.rfft(signal)) ** 2
    freqs = np.fft.rfftfreq(len(signal), 1.0 / hz)
    band = (freqs > 0.5) & (freqs < 40.0)
    return float(spec[band].sum() / spec.sum())
