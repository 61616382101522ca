import jax.numpy as jnp
import numpy as np

from rater import GlickoRater


def main():
    rng = np.random.default_rng(1)
    rater = GlickoRater()
    mu = jnp.zeros(64, jnp.float32)
    phi = jnp.full(64, 2.0, jnp.float32)
    for period in range(6):
        opp = rng.permutation(64)
        score = rng.integers(0, 2, 64).astype(np.float32)
        mu, phi = rater(mu, phi, mu[opp], phi[opp], score)
    print(float(mu.std()), float(phi.mean()))


if __name__ == "__main__":
    main()
