import numpy as np
import jax
import jax.numpy as jnp

from fit import svi, svi_step


def monthly_claims(rng, month):
    n = int(rng.integers(60, 140))
    return jnp.asarray(np.log(rng.lognormal(8.3, 1.1, n)), jnp.float32)


def main():
    rng = np.random.default_rng(202)
    first = monthly_claims(rng, 0)
    state = svi.init(jax.random.PRNGKey(0), log_amounts=first)
    for month in range(1, 7):
        data = monthly_claims(rng, month)
        for _ in range(30):
            state, loss = svi_step(state, data)
        params = svi.get_params(state)
        print(month, len(data), round(float(params["mu_auto_loc"]), 3), round(float(loss), 1))


if __name__ == "__main__":
    main()
