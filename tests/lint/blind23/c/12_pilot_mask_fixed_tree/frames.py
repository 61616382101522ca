import numpy as np

N_SC = 48


def slot_stream(n_slots, pilot_every=4, seed=0):
    rng = np.random.default_rng(seed)
    h = (rng.standard_normal(N_SC) + 1j * rng.standard_normal(N_SC)) / np.sqrt(2)
    for n in range(n_slots):
        h = 0.98 * h + 0.2 * (rng.standard_normal(N_SC) + 1j * rng.standard_normal(N_SC)) / np.sqrt(2)
        data = np.exp(1j * np.pi / 2 * rng.integers(0, 4, N_SC))
        noise = 0.05 * (rng.standard_normal(N_SC) + 1j * rng.standard_normal(N_SC))
        is_pilot = n % pilot_every == 0
        pilot_rx = (h + noise) if is_pilot else np.zeros(N_SC)
        yield {
            "rx": (h * data + noise).astype(np.complex64),
            "pilot_rx": pilot_rx.astype(np.complex64),
            "has_pilot": np.float32(is_pilot),
        }
