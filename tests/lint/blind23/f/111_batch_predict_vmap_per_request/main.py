import numpy as np
import jax
import jax.numpy as jnp

from model import init_params
from serve import predict_batch


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    for req in range(6):
        legs = jnp.asarray(rng.uniform(0, 1, (32, 4)), jnp.float32)
        eta = predict_batch(params, legs)
        print(req, round(float(eta.mean()), 4))


if __name__ == "__main__":
    main()
