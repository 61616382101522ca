import jax
import jax.numpy as jnp
import numpy as np

from waves import request_waves, to_model_input


@jax.jit
def upgrade_offer_prob(w, x):
    return jax.nn.sigmoid(x @ w)


def main():
    rng = np.random.default_rng(0)
    w = jax.random.normal(jax.random.PRNGKey(0), (9,)) * 0.4
    for wave in request_waves(rng):
        probs = np.atleast_1d(np.asarray(upgrade_offer_prob(w, to_model_input(wave))))
        print(len(wave), np.round(probs, 3))


if __name__ == "__main__":
    main()
