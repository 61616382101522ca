import numpy as np


def warmup_timesteps(dt_final, n_warmup):
    """Ramp the time step up from a tenth of its final value."""
    return np.linspace(0.1 * dt_final, dt_final, n_warmup, dtype=np.float32)


def production_timesteps(dt_final, n_steps):
    dt = np.float32(dt_final)
    for _ in range(n_steps):
        yield dt
