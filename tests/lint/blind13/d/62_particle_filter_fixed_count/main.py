"""Bootstrap particle filter for a latent AR(1) level; resamples only when the ESS drops."""
import jax
import numpy as np

from smc import propagate_and_weight, systematic_resample

OBS_SD, PROC_SD = 0.5, 0.3
N_PARTICLES = 256


def simulate(rng, n):
    x, ys = 0.0, []
    for _ in range(n):
        x = 0.9 * x + PROC_SD * rng.normal()
        ys.append(x + OBS_SD * rng.normal())
    return np.asarray(ys, np.float32)


def main():
    rng = np.random.default_rng(0)
    ys = simulate(rng, 6)
    particles = rng.normal(size=N_PARTICLES).astype(np.float32)
    log_w = np.full(N_PARTICLES, -np.log(N_PARTICLES), np.float32)
    key = jax.random.PRNGKey(0)
    for t, y in enumerate(ys):
        key, sub = jax.random.split(key)
        particles, log_w, ess = propagate_and_weight(particles, log_w, y, sub, OBS_SD, PROC_SD)
        resampled = float(ess) < 0.5 * N_PARTICLES
        if resampled:
            particles, log_w = systematic_resample(rng, particles, log_w)
        mean = float(np.sum(np.exp(np.asarray(log_w)) * np.asarray(particles)))
        print(f"t={t}: obs {y:+.2f} mean {mean:+.2f} ess {float(ess):.0f} resampled={resampled}")


if __name__ == "__main__":
    main()
