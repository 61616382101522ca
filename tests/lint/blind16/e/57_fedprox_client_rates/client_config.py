import numpy as np

DEFAULT_LOCAL_LR = 0.05


def client_settings(num_clients, tuned=None):
    """Per-client local learning rates; tuned clients get a sweep-derived value."""
    tuned = tuned or {}
    return [{"cid": c, "lr": tuned.get(c, DEFAULT_LOCAL_LR), "local_steps": 3} for c in range(num_clients)]


def tuned_rates(cids):
    return dict(zip(cids, np.linspace(0.02, 0.1, len(cids))))
