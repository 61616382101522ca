import numpy as np

SESSIONS = [
    {"name": "ses-01", "has_eog": True},
    {"name": "ses-02", "has_eog": False},
    {"name": "ses-03", "has_eog": True},
]
N_EOG = 2


def iterate_batches(batch_size=16, n_channels=10, n_times=32, seed=0):
    rng = np.random.default_rng(seed)
    for ses in SESSIONS:
        for _ in range(3):
            eeg = rng.normal(size=(batch_size, n_channels, n_times)).astype(np.float32)
            y = rng.integers(0, 2, size=batch_size).astype(np.int32)
            if ses["has_eog"]:
                eog = rng.normal(size=(batch_size, N_EOG, n_times)).astype(np.float32)
                eeg = eeg + 0.3 * eog.mean(1, keepdims=True)
                eog_valid = np.float32(1.0)
            else:
                eog = np.ones((batch_size, N_EOG, n_times), dtype=np.float32)
                eog_valid = np.float32(0.0)
            yield {"eeg": eeg, "label": y, "eog": eog, "eog_valid": eog_valid}
