import jax
import jax.numpy as jnp
import numpy as np

from config import SMCConfig
from kernels import smc_step


def make_regression(n=40, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 3)).astype(np.float32)
    y = x @ np.array([1.0, -2.0, 0.5], np.float32) + 0.5 * rng.normal(size=n).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def run_smc(key, x, y, cfg, schedule):
    key, sub = jax.random.split(key)
    particles = jax.random.normal(sub, (cfg.n_particles, 3))
    log_z = 0.0
    for b0, b1 in zip(schedule[:-1], schedule[1:]):
        key, sub = jax.random.split(key)
        particles, inc, acc = smc_step(sub, particles, b0, b1, x, y, cfg=cfg)
        log_z += float(inc)
    return particles, log_z


def main():
    x, y = make_regression()
    schedule = jnp.asarray(np.linspace(0.0, 1.0, 7) ** 3, dtype=jnp.float32)
    base = SMCConfig()
    for scheme in ("multinomial", "systematic"):
        cfg = SMCConfig(base.n_particles, base.step_size, base.n_mcmc, scheme)
        particles, log_z = run_smc(jax.random.PRNGKey(0), x, y, cfg, schedule)
        print(f"{scheme:12s} log Z = {log_z:.2f} mean = {np.round(np.asarray(particles.mean(0)), 2)}")


if __name__ == "__main__":
    main()
