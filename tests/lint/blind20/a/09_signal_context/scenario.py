import numpy as np

N_AGENTS, HIST, N_SIGNALS = 6, 8, 4


def load_scenario(rng, idx):
    sample = {
        "agents": rng.normal(size=(N_AGENTS, HIST, 4)).astype(np.float32),
        "ego": rng.normal(size=(HIST, 4)).astype(np.float32),
    }
    if idx % 3 != 0:
        sample["signals"] = rng.integers(0, 3, size=(N_SIGNALS,)).astype(np.float32)
    return sample
