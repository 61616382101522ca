import numpy as np

ADC_SCALE = 1.0 / 256.0


def _raw_run(seed, n=128):
    rng = np.random.default_rng(seed)
    u = rng.uniform(-1, 1, size=n)
    y = np.convolve(u, [0.0, 0.6, 0.3], mode="same") + 0.01 * rng.normal(size=n)
    return u, y


def calibrated_run(seed):
    u, y = _raw_run(seed)
    return u.astype(np.float32), y.astype(np.float32)


def adc_run(seed):
    u, y = _raw_run(seed)
    counts = np.round(y / ADC_SCALE).astype(np.int16)
    return u.astype(np.float32), counts


def all_runs():
    sources = [calibrated_run, adc_run, calibrated_run, adc_run]
    return [src(i) for i, src in enumerate(sources)]
