import numpy as np

MAX_SAMPLES = 256


def record_ringdown(omega, zeta, amp0, dt=0.05, threshold=0.05, rng=None):
    """Sample a damped oscillation until the envelope falls below threshold."""
    rng = rng or np.random.default_rng()
    t, out = 0.0, []
    while amp0 * np.exp(-zeta * omega * t) > threshold and len(out) < MAX_SAMPLES:
        y = amp0 * np.exp(-zeta * omega * t) * np.cos(omega * np.sqrt(1 - zeta ** 2) * t)
        out.append((t, y + 0.01 * rng.normal()))
        t += dt
    return np.array(out, np.float32)


def to_fixed_length(rec, length=MAX_SAMPLES):
    t = np.zeros(length, np.float32)
    y = np.zeros(length, np.float32)
    w = np.zeros(length, np.float32)
    n = len(rec)
    t[:n], y[:n], w[:n] = rec[:, 0], rec[:, 1], 1.0
    return t, y, w
