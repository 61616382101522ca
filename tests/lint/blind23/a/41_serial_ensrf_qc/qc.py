import numpy as np

MISSING_VAR = 1.0e6


def quality_control(y, background_at_sites, obs_var, k=3.0):
    """Reject obs whose innovation exceeds k sigma by giving them a huge error variance."""
    innov = np.abs(y - background_at_sites)
    bad = innov > k * np.sqrt(obs_var)
    var = np.where(bad, MISSING_VAR, obs_var).astype(np.float32)
    y = np.where(bad, background_at_sites, y).astype(np.float32)
    return y, var
