import jax
import jax.numpy as jnp

from models import logistic_log_posterior, make_logistic_data
from sampler import RandomWalkMetropolis


def main():
    X, y = make_logistic_data()
    sampler = RandomWalkMetropolis(logistic_log_posterior(X, y), step_size=0.2)
    samples, acc_rate = sampler.run(jax.random.PRNGKey(1), jnp.zeros(X.shape[1]), num_samples=8)
    print("posterior mean", samples.mean(0), "acceptance", float(acc_rate))


if __name__ == "__main__":
    main()
