import numpy as np

N_SENSORS = 6  # RF fwd, RF refl, pressure, throttle valve, He backside, OES endpoint


def simulate_etch_traces(n_wafers, seed=0):
    rng = np.random.default_rng(seed)
    traces, faults = [], []
    for _ in range(n_wafers):
        length = int(rng.integers(40, 71))  # endpoint-terminated step, 4-7 s at 10 Hz
        fault = int(rng.random() < 0.3)
        t = np.linspace(0, 1, length)[:, None]
        tr = np.sin(2 * np.pi * t * np.arange(1, N_SENSORS + 1)) + 0.1 * rng.normal(size=(length, N_SENSORS))
        if fault:
            tr[:, 1] += 0.8 * t[:, 0]
        traces.append(tr.astype(np.float32))
        faults.append(fault)
    return traces, np.array(faults, np.float32)


def collate(traces, labels):
    max_len = max(len(t) for t in traces)
    x = np.zeros((len(traces), max_len, N_SENSORS), np.float32)
    m = np.zeros((len(traces), max_len), np.float32)
    for i, t in enumerate(traces):
        x[i, :len(t)] = t
        m[i, :len(t)] = 1.0
    return x, m, labels


def batch_iter(traces, labels, bs):
    for i in range(0, len(traces), bs):
        yield collate(traces[i:i + bs], labels[i:i + bs])
