import jax
import jax.numpy as jnp
import numpy as np
import numpyro
import numpyro.distributions as dist
import numpyro.optim
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDiagonalNormal

WINDOW = 28


def delay_model(delays):
    mu = numpyro.sample("mu", dist.Normal(2.0, 2.0))
    scale = numpyro.sample("scale", dist.HalfNormal(3.0))
    with numpyro.plate("trips", delays.shape[0]):
        numpyro.sample("d", dist.LogNormal(jnp.log1p(jnp.abs(mu)), scale), obs=delays)


guide = AutoDiagonalNormal(delay_model)
svi = SVI(delay_model, guide, numpyro.optim.Adam(0.03), Trace_ELBO())


@jax.jit
def elbo_update(state, delays):
    return svi.update(state, delays)


def recent_window(all_delays, day):
    return all_delays[day - WINDOW:day]


def main():
    rng = np.random.default_rng(0)
    routes = {r: rng.lognormal(1.0 + 0.1 * i, 0.5, 120).astype(np.float32) for i, r in enumerate(["7", "12"])}
    for route, delays in routes.items():
        state = svi.init(jax.random.PRNGKey(0), jnp.asarray(delays[:WINDOW]))
        for day in range(WINDOW, 120, 10):
            window = jnp.asarray(recent_window(delays, day))
            for _ in range(5):
                state, loss = elbo_update(state, window)
        print(route, round(float(loss), 2))


if __name__ == "__main__":
    main()
