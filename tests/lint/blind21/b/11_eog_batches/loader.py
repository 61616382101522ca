import numpy as np

SESSIONS = [
    {"name": "ses-01", "has_eog": True},
    {"name": "ses-02", "has_eog": False},
    {"name": "ses-03", "has_eog": True},
]


def iterate_batches(batch_size=16, n_channels=10, n_times=32, seed=0):
    rng = np.random.default_rng(seed)
    for ses in SESSIONS:
        for _ in range(3):
            eeg = rng.normal(size=(batch_size, n_channels, n_times)).astype(np.float32)
            y = rng.integers(0, 2, size=batch_size).astype(np.int32)
            batch = {"eeg": eeg, "label": y}
            if ses["has_eog"]:
                eog = rng.normal(size=(batch_size, 2, n_times)).astype(np.float32)
                batch["eeg"] = eeg + 0.3 * eog.mean(1, keepdims=True)
                batch["eog"] = eog
            yield batch
