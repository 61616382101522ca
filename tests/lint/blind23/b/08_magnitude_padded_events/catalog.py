import numpy as np

MAX_SAMPLES = 1280


def load_events(n_events=10, fs=20.0, seed=7):
    """Synthetic event records: duration grows with magnitude."""
    rng = np.random.default_rng(seed)
    events = []
    for _ in range(n_events):
        mag = rng.uniform(1.5, 4.5)
        duration = 10.0 + 8.0 * (mag - 1.5)
        n = min(int(round(duration * fs / 16.0)) * 16, MAX_SAMPLES)
        wf = rng.standard_normal((n, 3)).astype(np.float32) * (10 ** (0.5 * mag))
        buf = np.zeros((MAX_SAMPLES, 3), np.float32)
        buf[:n] = np.log1p(np.abs(wf))
        mask = np.zeros(MAX_SAMPLES, np.float32)
        mask[:n] = 1.0
        events.append({"waveform": buf, "mask": mask, "magnitude": np.float32(mag)})
    return events
