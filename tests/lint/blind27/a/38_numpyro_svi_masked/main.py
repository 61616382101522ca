import numpy as np
import jax
import jax.numpy as jnp
import optax
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDelta

CAPACITY = 160


def frequency_model(counts, exposure, valid):
    lam = numpyro.sample("lam", dist.Gamma(2.0, 20.0))
    with numpyro.plate("policies", CAPACITY), numpyro.handlers.mask(mask=valid):
        numpyro.sample("n", dist.Poisson(lam * exposure), obs=counts)


svi = SVI(frequency_model, AutoDelta(frequency_model), optax.adam(0.01), Trace_ELBO())


@jax.jit
def frequency_update(state, counts, exposure, valid):
    return svi.update(state, counts, exposure, valid)


def month_batch(rng):
    n = int(rng.integers(60, CAPACITY))
    counts = np.zeros(CAPACITY, np.float32)
    exposure = np.ones(CAPACITY, np.float32)
    valid = np.zeros(CAPACITY, bool)
    exposure[:n] = rng.uniform(0.2, 1.0, n)
    counts[:n] = rng.poisson(0.12 * exposure[:n])
    valid[:n] = True
    return jnp.asarray(counts), jnp.asarray(exposure), jnp.asarray(valid)


def main():
    rng = np.random.default_rng(203)
    state = svi.init(jax.random.PRNGKey(1), *month_batch(rng))
    for month in range(6):
        batch = month_batch(rng)
        for _ in range(25):
            state, loss = frequency_update(state, *batch)
        print(month, int(batch[2].sum()), round(float(svi.get_params(state)["lam_auto_loc"]), 4))


if __name__ == "__main__":
    main()
