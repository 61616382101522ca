import jax
import jax.numpy as jnp
import numpy as np

from bandit import thompson_round, uniform_prior

TRUE_RATES = jnp.asarray([0.04, 0.05, 0.07], jnp.float32)


def main():
    alpha, beta = uniform_prior(3)
    key = jax.random.PRNGKey(0)
    pulls = np.zeros(3, int)
    for _ in range(30):
        key, sub = jax.random.split(key)
        alpha, beta, arm = thompson_round(sub, alpha, beta, TRUE_RATES)
        pulls[int(arm)] += 1
    print("pulls", pulls, "posterior means", np.round(np.asarray(alpha / (alpha + beta)), 3))


if __name__ == "__main__":
    main()
