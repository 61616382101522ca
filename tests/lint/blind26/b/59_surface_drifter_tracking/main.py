import jax
import jax.numpy as jnp
import numpy as np

from pf import N_PARTICLES, pf_step, systematic_resample


def argos_fixes(n, seed=0):
    rng = np.random.default_rng(seed)
    pos = np.zeros(2)
    for k in range(n):
        pos = pos + 3600 * np.array([0.25, 0.1]) + rng.normal(0, 100, 2)
        yield k, (pos + rng.normal(0, 300, 2)).astype(np.float32), pos


def main():
    key = jax.random.PRNGKey(0)
    particles = jnp.zeros((N_PARTICLES, 2))
    logw = jnp.full(N_PARTICLES, -jnp.log(N_PARTICLES), dtype=jnp.float32)
    current = jnp.array([0.25, 0.1])
    n_resample = 0
    for k, fix, true_pos in argos_fixes(20):
        key, k1, k2 = jax.random.split(key, 3)
        particles, logw, ess = pf_step(k1, particles, logw, fix, current, 3600.0)
        if float(ess) < N_PARTICLES / 2:
            particles, logw = systematic_resample(k2, particles, logw)
            n_resample += 1
        est = np.asarray(jnp.sum(jnp.exp(logw)[:, None] * particles, 0))
        if k % 5 == 4:
            print(f"fix {k}: position error {np.hypot(*(est - true_pos)):.0f} m")
    print("resampling events:", n_resample)


if __name__ == "__main__":
    main()
