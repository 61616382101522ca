import numpy as np

WINDOW = 32


def _fit(values, dtype):
    out = np.zeros(WINDOW, dtype)
    out[:len(values)] = values[:WINDOW]
    return out


def parse_srt(rng):
    starts = np.cumsum(rng.uniform(1.0, 4.0, WINDOW))
    durations = rng.uniform(0.8, 5.0, WINDOW)
    chars = rng.integers(5, 84, WINDOW)
    return _fit(starts, np.float64), _fit(durations, np.float64), _fit(chars, np.float64)


def parse_vtt(rng):
    starts = np.cumsum(rng.uniform(1.0, 4.0, WINDOW))
    durations = rng.uniform(0.8, 5.0, WINDOW)
    chars = rng.integers(5, 84, WINDOW)
    return _fit(starts, np.float32), _fit(durations, np.float32), _fit(chars, np.float32)


PARSERS = {"srt": parse_srt, "vtt": parse_vtt}
