import numpy as np

N_SC = 48
PILOT_EVERY = 4


def slot_stream(n_slots, seed=0):
    rng = np.random.default_rng(seed)
    h = (rng.standard_normal(N_SC) + 1j * rng.standard_normal(N_SC)) / np.sqrt(2)
    for n in range(n_slots):
        h = 0.98 * h + np.sqrt(1 - 0.98 ** 2) * (rng.standard_normal(N_SC) + 1j * rng.standard_normal(N_SC)) / np.sqrt(2)
        data = np.exp(1j * np.pi / 2 * rng.integers(0, 4, N_SC))
        noise = 0.05 * (rng.standard_normal(N_SC) + 1j * rng.standard_normal(N_SC))
        slot = {"rx": (h * data + noise).astype(np.complex64)}
        if n % PILOT_EVERY == 0:
            pil = np.ones(N_SC, np.complex64)
            slot["pilot_rx"] = (h * pil + noise).astype(np.complex64)
            slot["pilot_tx"] = pil
        yield slot
