import numpy as np
from osc import oscillator_waveform

# local-oscillator sweep: nonlinearity and ADC sample rate per test point
test_points = [(0.5, 8.0), (1.0, 8.0), (1.5, 10.0), (2.0, 12.0), (0.8, 16.0)]
for mu, fs in test_points:
    w = np.asarray(oscillator_waveform(mu, fs))
    spec = np.abs(np.fft.rfft(w * np.hanning(w.size)))
    thd = np.sqrt(np.sum(spec ** 2) - np.max(spec) ** 2) / np.max(spec)
    print(f"mu={mu} fs={fs}  distortion ratio {thd:.3f}")
