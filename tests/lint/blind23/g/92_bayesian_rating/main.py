import jax.numpy as jnp
import numpy as np

from posterior import ascent_step, rating_log_posterior
from sites import SITES


def main():
    rng = np.random.default_rng(3)
    for site in SITES:
        stage = jnp.asarray(rng.uniform(0.4, 3.0, 40).astype(np.float32))
        log_q = jnp.log(8.0 * (stage - 0.2) ** 1.6) + 0.05 * jnp.asarray(rng.normal(size=40).astype(np.float32))
        theta = jnp.array([1.0, 0.1, 1.5, -2.0])
        for _ in range(50):
            theta = ascent_step(theta, stage, log_q, site["sigma"])
        lp = rating_log_posterior(theta, stage, log_q, site["sigma"])
        print(f"{site['name']:>12}: a={float(jnp.exp(theta[0])):.2f} b={float(theta[2]):.2f} logp={float(lp):.1f}")


if __name__ == "__main__":
    main()
