import numpy as np

N_FEAT = 7


def group_by_session(rng, n_sessions):
    out = []
    for _ in range(n_sessions):
        n_flows = int(rng.integers(2, 6))
        flows = [rng.normal(size=N_FEAT).astype(np.float32) for _ in range(n_flows)]
        out.append(flows)
    return out
