import numpy as np

FEATURES = ["duration", "src_bytes", "dst_bytes", "pkts_in", "pkts_out", "syn", "ack", "rst"]


def synth_flows(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.lognormal(size=(n, len(FEATURES))).astype(np.float32)
    y = (x[:, 1] > x[:, 2]).astype(np.int32)
    return np.log1p(x), y


def batches(x, y, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(x))
    n_full = len(x) // batch_size
    for i in range(n_full):
        idx = order[i * batch_size:(i + 1) * batch_size]
        yield x[idx], y[idx]
