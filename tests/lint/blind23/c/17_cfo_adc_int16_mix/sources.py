import numpy as np

FS = 1e6
N = 1024


def _tone_burst(rng, cfo_hz):
    n = np.arange(N)
    sym = np.exp(1j * np.pi / 2 * rng.integers(0, 4, N // 16).repeat(16))
    return sym * np.exp(2j * np.pi * cfo_hz * n / FS)


def simulated(rng, cfo_hz):
    x = _tone_burst(rng, cfo_hz) + 0.05 * (rng.standard_normal(N) + 1j * rng.standard_normal(N))
    return np.stack([x.real, x.imag], -1).astype(np.float32)


def sdr_capture(rng, cfo_hz):
    # interleaved I/Q as delivered by the ADC (12-bit samples in int16 containers)
    x = _tone_burst(rng, cfo_hz) * 1500 + 20 * (rng.standard_normal(N) + 1j * rng.standard_normal(N))
    return np.round(np.stack([x.real, x.imag], -1)).astype(np.int16)


def mixed_bursts(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        cfo = rng.uniform(-2000, 2000)
        if i % 3 == 2:
            yield sdr_capture(rng, cfo), cfo
        else:
            yield simulated(rng, cfo), cfo
