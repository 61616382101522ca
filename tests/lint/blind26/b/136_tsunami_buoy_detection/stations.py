import numpy as np

# sampling mode differs by station: 15-s event mode or 1-min mode; the fit window covers about 3 hours
STATIONS = {"DART-21413": 60.0, "DART-46404": 15.0, "DART-32412": 60.0, "DART-51407": 15.0, "DART-43412": 30.0}


def record(sample_s, rng, hours=6):
    n = int(hours * 3600 / sample_s)
    t = np.arange(n) * sample_s / 3600.0
    h = 4000 + 0.8 * np.cos(2 * np.pi * t / 12.42) + rng.normal(0, 0.003, n)
    h[int(n * 0.8):] += 0.05 * np.sin(2 * np.pi * (t[int(n * 0.8):] - t[int(n * 0.8)]) / 0.3)
    return (h - 4000).astype(np.float32), int(3 * 3600 / sample_s)
