import numpy as np

FEATURES = ["duration", "src_bytes", "dst_bytes", "pkts_in", "pkts_out", "syn", "ack", "rst"]


def synth_flows(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.lognormal(size=(n, len(FEATURES))).astype(np.float32)
    y = (x[:, 1] > x[:, 2]).astype(np.int32)
    return np.log1p(x), y


def batches(x, y, batch_size):
    n = len(x)
    for start in range(0, n, batch_size):
        yield x[start:start + batch_size], y[start:start + batch_size]
