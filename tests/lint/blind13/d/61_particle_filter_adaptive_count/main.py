"""Bootstrap particle filter for a latent AR(1) level; particle budget adapts to the ESS."""
import jax
import jax.numpy as jnp
import numpy as np

from smc import propagate_and_weight, resample

OBS_SD, PROC_SD = 0.5, 0.3


def simulate(rng, n):
    x, ys = 0.0, []
    for _ in range(n):
        x = 0.9 * x + PROC_SD * rng.normal()
        ys.append(x + OBS_SD * rng.normal())
    return np.asarray(ys, np.float32)


def main():
    rng = np.random.default_rng(0)
    ys = simulate(rng, 6)
    n = 200
    particles = rng.normal(size=n).astype(np.float32)
    log_w = np.full(n, -np.log(n), np.float32)
    key = jax.random.PRNGKey(0)
    for t, y in enumerate(ys):
        key, sub = jax.random.split(key)
        particles, log_w, ess = propagate_and_weight(particles, log_w, y, sub, OBS_SD, PROC_SD)
        n = int(np.clip(1.2 * float(ess) + 50, 100, 2000))
        particles, log_w = resample(rng, particles, log_w, n)
        print(f"t={t}: obs {y:+.2f} mean {particles.mean():+.2f} ess {float(ess):.0f} -> {n} particles")


if __name__ == "__main__":
    main()
