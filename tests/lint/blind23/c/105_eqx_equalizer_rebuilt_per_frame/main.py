import numpy as np
import jax.numpy as jnp
from eq import FrequencyDomainEqualizer, equalize_frame

N_FFT, N_BLK = 128, 10
rng = np.random.default_rng(0)
for frame in range(6):
    taps = (rng.standard_normal(5) + 1j * rng.standard_normal(5)) * np.exp(-np.arange(5))
    H = np.fft.fft(taps, N_FFT).astype(np.complex64)
    x = np.exp(1j * np.pi / 2 * rng.integers(0, 4, (N_BLK, N_FFT)))
    y = np.fft.ifft(np.fft.fft(x, axis=1) * H, axis=1).astype(np.complex64)
    eqz = FrequencyDomainEqualizer.from_estimate(jnp.asarray(H), 0.01)
    out = np.asarray(equalize_frame(eqz, y))
    print(frame, round(float(np.mean(np.abs(out - x))), 4))
