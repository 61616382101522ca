import jax
import jax.numpy as jnp
import numpy as np

from abc_smc import propose, accept

OBSERVED_MEAN = 3.2
EPS_SCHEDULE = [2.0, 1.2, 0.8, 0.5, 0.35]
N_PARTICLES = 400


def main():
    key = jax.random.PRNGKey(0)
    particles = np.random.default_rng(0).normal(0.5, 1.0, size=N_PARTICLES).astype(np.float32)
    weights = np.full(N_PARTICLES, 1.0 / N_PARTICLES, dtype=np.float32)
    for eps in EPS_SCHEDULE:
        key, sub = jax.random.split(key)
        theta, summaries = propose(sub, jnp.asarray(particles), jnp.asarray(weights), jnp.float32(0.3))
        particles, weights = accept(theta, summaries, OBSERVED_MEAN, eps)
        ess = 1.0 / np.sum(weights**2)
        print(f"eps={eps:.2f} ess={ess:.0f} post mean rate={np.sum(weights * np.exp(particles)):.2f}")


if __name__ == "__main__":
    main()
