import numpy as np

N_FEAT = 7
MAX_FLOWS = 8


def group_by_session(rng, n_sessions):
    out = []
    for _ in range(n_sessions):
        n_flows = int(rng.integers(2, 6))
        flows = np.zeros((MAX_FLOWS, N_FEAT), dtype=np.float32)
        flows[:n_flows] = rng.normal(size=(n_flows, N_FEAT))
        out.append((flows, np.int32(n_flows)))
    return out
