import numpy as np

N_CLASSES = 4  # VoIP, video, web, IoT telemetry
MAX_PKTS = 40


def synth_flows(n, seed=0):
    rng = np.random.default_rng(seed)
    flows = []
    for _ in range(n):
        c = int(rng.integers(N_CLASSES))
        length = int(rng.integers(8, 40))
        size = {0: 160, 1: 1200, 2: 600, 3: 80}[c] * (1 + 0.2 * rng.standard_normal(length))
        gap = {0: 0.02, 1: 0.005, 2: 0.1, 3: 1.0}[c] * rng.exponential(1.0, length)
        flows.append((np.stack([size / 1500, np.log1p(gap)], -1).astype(np.float32), c))
    return flows


def collate(batch):
    max_len = MAX_PKTS
    x = np.zeros((len(batch), max_len, 2), np.float32)
    lengths = np.zeros(len(batch), np.int32)
    for i, (f, _) in enumerate(batch):
        x[i, :len(f)] = f
        lengths[i] = len(f)
    y = np.array([c for _, c in batch], np.int32)
    return x, lengths, y


def batches(flows, bs, rng):
    order = rng.permutation(len(flows))
    for i in range(0, len(flows), bs):
        yield collate([flows[j] for j in order[i:i + bs]])
