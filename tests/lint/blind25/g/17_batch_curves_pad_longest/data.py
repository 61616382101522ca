import numpy as np


def simulate_runs(n_runs=40, seed=0):
    """Dissolved-oxygen traces from brewery fermentations of varying length."""
    rng = np.random.default_rng(seed)
    runs = []
    for _ in range(n_runs):
        length = int(rng.integers(30, 90))
        t = np.linspace(0, 1, length)
        attenuation = rng.uniform(0.6, 0.85)
        trace = np.exp(-5 * t * attenuation) + 0.02 * rng.normal(size=length)
        runs.append((trace.astype(np.float32), np.float32(attenuation)))
    return runs


def collate(items):
    longest = max(len(x) for x, _ in items)
    traces = np.zeros((len(items), longest), np.float32)
    mask = np.zeros((len(items), longest), np.float32)
    for i, (x, _) in enumerate(items):
        traces[i, : len(x)] = x
        mask[i, : len(x)] = 1.0
    target = np.array([y for _, y in items], np.float32)
    return traces, mask, target


def batches(runs, batch_size=8):
    for i in range(0, len(runs), batch_size):
        yield collate(runs[i : i + batch_size])
