import numpy as np

N_AGENTS, HIST, N_SIGNALS = 6, 8, 4


def load_scenario(rng, idx):
    sample = {
        "agents": rng.normal(size=(N_AGENTS, HIST, 4)).astype(np.float32),
        "ego": rng.normal(size=(HIST, 4)).astype(np.float32),
        "signals": np.zeros((N_SIGNALS,), np.float32),
        "signals_valid": np.float32(0.0),
    }
    if idx % 3 != 0:
        sample["signals"] = rng.integers(0, 3, size=(N_SIGNALS,)).astype(np.float32)
        sample["signals_valid"] = np.float32(1.0)
    return sample
