import jax
import jax.numpy as jnp
import numpy as np

from records import columns, enrolment_batches


@jax.jit
def response_loglik(theta, age, ecog, response):
    ecog = jnp.nan_to_num(ecog, nan=1.0)
    logit = theta[0] + theta[1] * (age - 60) / 10 + theta[2] * ecog
    return jnp.sum(response * jax.nn.log_sigmoid(logit) + (1 - response) * jax.nn.log_sigmoid(-logit))


def main():
    rng = np.random.default_rng(2)
    theta = jnp.array([0.0, -0.2, -0.5])
    for b, rows in enumerate(enrolment_batches(rng, 6)):
        age, ecog, response = columns(rows)
        print(b, ecog.dtype, float(response_loglik(theta, age, ecog, response)))


if __name__ == "__main__":
    main()
