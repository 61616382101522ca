import jax.numpy as jnp
import numpy as np

from denoise import StreamDenoiser, estimate_noise_floor, spectral_gate

N_FFT = 128
BLOCK = 1024


def sensor_blocks(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(BLOCK) / 4000.0
    for _ in range(n):
        clean = rng.uniform(0.5, 1.5) * np.sin(2 * np.pi * 220 * t)
        yield clean.astype(np.float32), (clean + 0.3 * rng.standard_normal(BLOCK)).astype(np.float32)


def snr_db(clean, est):
    return 10 * np.log10(np.sum(clean**2) + 1e-9) - 10 * np.log10(np.sum((clean - est) ** 2) + 1e-9)


def main():
    rng = np.random.default_rng(1)
    noise = jnp.asarray(0.3 * rng.standard_normal(BLOCK).astype(np.float32))
    floor = estimate_noise_floor(noise, n_fft=N_FFT)
    # sanity check on pure noise before going live
    residual = spectral_gate(noise, floor, n_fft=N_FFT)
    print("residual noise rms:", float(jnp.sqrt(jnp.mean(residual**2))))
    den = StreamDenoiser(floor)
    for i, (clean, noisy) in enumerate(sensor_blocks(5)):
        out = np.asarray(den.process(jnp.asarray(noisy)))
        print(f"block {i}: snr in={snr_db(clean, noisy):6.1f} dB out={snr_db(clean, out):6.1f} dB")


if __name__ == "__main__":
    main()
