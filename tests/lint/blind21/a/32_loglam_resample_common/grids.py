import numpy as np

C_KMS = 299792.458
REST_MIN, REST_MAX = 2200.0, 9400.0


def log_lambda_grid(wave_min, wave_max, dv_kms=60.0):
    dlog = np.log10(1 + dv_kms / C_KMS)
    return 10 ** np.arange(np.log10(wave_min), np.log10(wave_max), dlog)


def rest_frame_grid(obs_wave, z):
    """Common rest-frame grid for the whole survey; pixels outside a spectrum's
    coverage get zero inverse variance."""
    return log_lambda_grid(REST_MIN, REST_MAX).astype(np.float32)
