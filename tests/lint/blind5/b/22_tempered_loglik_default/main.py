import jax
import jax.numpy as jnp
import numpy as np

from likelihood import tempered_log_lik
from smc import tempering_smc


def main():
    rng = np.random.default_rng(8)
    returns = jnp.asarray(0.01 * rng.standard_t(4, size=250), dtype=jnp.float32)
    particles, log_z = tempering_smc(jax.random.PRNGKey(0), returns)
    post_mean = particles.mean(0)
    print("log evidence", round(log_z, 2), "posterior mean", np.asarray(post_mean).round(3))
    print("log lik at posterior mean", float(tempered_log_lik(post_mean, returns)))
    for th in particles[:3]:
        print("particle log lik", float(tempered_log_lik(th, returns, 1.0)))


if __name__ == "__main__":
    main()
