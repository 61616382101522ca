import numpy as np

PROTO_COL, TCP = 0, 6
N_COLS = 8


def capture_window(rng, n=128):
    flows = rng.normal(size=(n, N_COLS)).astype(np.float32)
    flows[:, PROTO_COL] = rng.choice([6, 17, 1], size=n, p=[0.7, 0.25, 0.05])
    return flows


def split_tcp(flows):
    return flows[:, 1:], flows[:, PROTO_COL] == TCP
