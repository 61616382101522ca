import numpy as np


def estimate_hum(chunk, fs):
    spec = np.abs(np.fft.rfft(chunk * np.hanning(len(chunk))))
    freqs = np.fft.rfftfreq(len(chunk), 1 / fs)
    band = (freqs > 45) & (freqs < 65)
    return float(freqs[band][np.argmax(spec[band])])


def notch_coefficients(f0, fs, q=20.0):
    w0 = 2 * np.pi * f0 / fs
    alpha = np.sin(w0) / (2 * q)
    b = np.array([1.0, -2 * np.cos(w0), 1.0])
    a = np.array([1 + alpha, -2 * np.cos(w0), 1 - alpha])
    return (b / a[0]).astype(np.float32), (a / a[0]).astype(np.float32)
