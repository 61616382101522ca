import jax
import jax.numpy as jnp
import numpy as np
import numpyro
import numpyro.distributions as dist
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

MAX_CALLS = 48


def waiting_model(wait_h, valid):
    rate = numpyro.sample("rate", dist.Gamma(2.0, 10.0))
    shape = numpyro.sample("shape", dist.Gamma(2.0, 1.0))
    with numpyro.plate("calls", wait_h.shape[0]), numpyro.handlers.mask(mask=valid):
        numpyro.sample("obs", dist.Gamma(shape, rate), obs=wait_h)


guide = AutoNormal(waiting_model)
svi = SVI(waiting_model, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def elbo_update(state, wait_h, valid):
    return svi.update(state, wait_h, valid)


def padded(wait):
    out = np.ones(MAX_CALLS, np.float32)
    valid = np.zeros(MAX_CALLS, bool)
    out[:len(wait)] = wait
    valid[:len(wait)] = True
    return out, valid


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    for port, n in {"Antwerp": 40, "Le Havre": 25, "Bremerhaven": 32, "Algeciras": 18}.items():
        w, v = padded(rng.gamma(2.5, 4.0, n).astype(np.float32))
        key, sub = jax.random.split(key)
        state = svi.init(sub, w, v)
        for _ in range(60):
            state, loss = elbo_update(state, w, v)
        print(port, n, round(float(loss), 2))


if __name__ == "__main__":
    main()
