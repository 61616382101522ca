import jax
import jax.numpy as jnp
import numpy as np

from abc_smc import propose, accept

OBSERVED_MEAN = 3.2
EPS_SCHEDULE = [2.0, 1.2, 0.8, 0.5, 0.35]


def main():
    key = jax.random.PRNGKey(0)
    particles = np.random.default_rng(0).normal(0.5, 1.0, size=400).astype(np.float32)
    for eps in EPS_SCHEDULE:
        weights = jnp.full(particles.shape, 1.0 / len(particles), dtype=jnp.float32)
        key, sub = jax.random.split(key)
        theta, summaries = propose(sub, jnp.asarray(particles), weights, jnp.float32(0.3))
        particles = accept(theta, summaries, OBSERVED_MEAN, eps)
        print(f"eps={eps:.2f} accepted={len(particles)} "
              f"post mean rate={np.exp(particles).mean():.2f}")


if __name__ == "__main__":
    main()
