import numpy as np


def load_events(n_events=10, fs=20.0, seed=7):
    """Synthetic event records: duration grows with magnitude."""
    rng = np.random.default_rng(seed)
    events = []
    for _ in range(n_events):
        mag = rng.uniform(1.5, 4.5)
        duration = 10.0 + 8.0 * (mag - 1.5)
        n = int(round(duration * fs / 16.0)) * 16
        wf = rng.standard_normal((n, 3)).astype(np.float32) * (10 ** (0.5 * mag))
        events.append({"waveform": np.log1p(np.abs(wf)), "magnitude": np.float32(mag)})
    return events
