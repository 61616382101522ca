import numpy as np

N_TOKENS, EMB = 32, 16


def synth_form(rng):
    sample = {
        "tokens": rng.standard_normal((N_TOKENS, EMB)).astype(np.float32),
        "key_labels": rng.integers(0, 2, size=N_TOKENS).astype(np.int32),
    }
    if rng.random() < 0.5:
        sample["checkbox_labels"] = rng.integers(0, 2, size=N_TOKENS).astype(np.int32)
    return sample


def forms(seed, n):
    rng = np.random.default_rng(seed)
    return [synth_form(rng) for _ in range(n)]
