import numpy as np


def synthetic_logs(n_logs, seed=0):
    """Recorded motor runs: timestamps, commanded voltage, measured speed."""
    rng = np.random.default_rng(seed)
    logs = []
    for i in range(n_logs):
        n = 40
        duration = rng.uniform(1.9, 2.1)
        t = np.linspace(0.0, duration, n)
        v = np.sign(np.sin(3 * t)).astype(np.float32)
        w = np.zeros(n, np.float32)
        for k in range(1, n):
            w[k] = w[k - 1] + (t[k] - t[k - 1]) * (2.0 * v[k - 1] - 0.5 * w[k - 1])
        logs.append({"t": t, "v": v, "w": w + rng.normal(scale=0.01, size=n).astype(np.float32)})
    return logs


def sample_period(log):
    t = log["t"]
    return (t[-1] - t[0]) / (len(t) - 1)
