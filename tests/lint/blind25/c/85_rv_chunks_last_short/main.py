import numpy as np
import jax.numpy as jnp

from ccf import chunk_ccf, C_KMS

CHUNK = 500


def solar_like(log_wave, rng, v=0.0):
    lines = rng.uniform(log_wave[0], log_wave[-1], 120)
    lw = log_wave - np.log1p(v / C_KMS)
    return 1 - 0.5 * np.exp(-0.5 * ((lw[:, None] - lines[None]) / 1.5e-5) ** 2).sum(1).clip(0, 0.9)


def main():
    log_wave = np.log(np.linspace(5000, 5600, 4200)).astype(np.float32)
    template = solar_like(log_wave, np.random.default_rng(1)).astype(np.float32)
    obs = (solar_like(log_wave, np.random.default_rng(1), v=12.3) +
           np.random.default_rng(2).normal(0, 0.01, log_wave.size)).astype(np.float32)
    vel = jnp.linspace(-40, 40, 161)
    rvs = []
    for s in range(0, len(log_wave), CHUNK):
        c = chunk_ccf(log_wave[s:s + CHUNK], obs[s:s + CHUNK], template[s:s + CHUNK], vel)
        rvs.append(float(vel[int(jnp.argmax(c))]))
    print(f"{len(rvs)} chunks, RV = {np.median(rvs):.2f} +/- {np.std(rvs):.2f} km/s")


if __name__ == "__main__":
    main()
