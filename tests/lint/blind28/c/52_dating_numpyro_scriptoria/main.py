import jax
import numpy as np
import numpyro
import numpyro.distributions as dist
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

CAPACITY = 32
COLLECTIONS = {"Cotton": 24, "Harley": 31, "Royal": 18, "Arundel": 24}


def scriptorium_model(features, observed, years=None):
    w = numpyro.sample("w", dist.Normal(0.0, 1.0).expand([features.shape[1]]).to_event(1))
    base = numpyro.sample("base", dist.Normal(14.5, 2.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("leaves", features.shape[0]), numpyro.handlers.mask(mask=observed):
        numpyro.sample("year", dist.Normal(base + features @ w, sigma), obs=years)


guide = AutoNormal(scriptorium_model)
svi = SVI(scriptorium_model, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def elbo_step(state, features, observed, years):
    return svi.update(state, features, observed, years)


def load_collection(n, rng):
    feats = np.zeros((CAPACITY, 5), np.float32)
    years = np.zeros(CAPACITY, np.float32)
    feats[:n] = rng.normal(size=(n, 5))
    years[:n] = 14.5 + feats[:n] @ np.array([0.5, -0.3, 0.2, 0.0, 0.1]) + 0.2 * rng.normal(size=n)
    return feats, np.arange(CAPACITY) < n, years


def main():
    rng = np.random.default_rng(40)
    for name, n in COLLECTIONS.items():
        feats, observed, years = load_collection(n, rng)
        state = svi.init(jax.random.PRNGKey(0), feats, observed, years)
        for _ in range(30):
            state, loss = elbo_step(state, feats, observed, years)
        print(name, round(float(loss), 2), round(float(svi.get_params(state)["base_auto_loc"]) * 100))


if __name__ == "__main__":
    main()
