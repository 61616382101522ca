import numpy as np
import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp

from sampler import TemperedMH, log_lik

TEMPERATURES = [0.0, 0.1, 0.3, 0.6, 1.0]


def main():
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(size=(100, 2)), dtype=jnp.float32)
    y = jnp.asarray(rng.uniform(size=100) < 0.5, dtype=jnp.float32)
    key = jax.random.PRNGKey(0)
    particles = jax.random.normal(key, (64, 2))
    log_w = jnp.zeros(64)
    kernel = TemperedMH()
    for t_prev, t_next in zip(TEMPERATURES[:-1], TEMPERATURES[1:]):
        log_w = log_w + (t_next - t_prev) * jax.vmap(lambda b: log_lik(b, X, y))(particles)
        key, sub = jax.random.split(key)
        particles = kernel.move(sub, particles, X, y, t_next)
    log_z = logsumexp(log_w) - jnp.log(64.0)
    print("AIS log marginal likelihood", float(log_z))


if __name__ == "__main__":
    main()
