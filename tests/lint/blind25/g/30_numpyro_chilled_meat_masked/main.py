import numpy as np
import jax
import jax.numpy as jnp
import optax
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

MAX_DAYS = 14


def psychrotroph_model(day, mask, log_cfu=None):
    n0 = numpyro.sample("n0", dist.Normal(3.0, 1.0))
    rate = numpyro.sample("rate", dist.LogNormal(-1.0, 0.5))
    sigma = numpyro.sample("sigma", dist.HalfNormal(0.5))
    with numpyro.plate("obs", MAX_DAYS), numpyro.handlers.mask(mask=mask):
        numpyro.sample("y", dist.Normal(n0 + rate * day, sigma), obs=log_cfu)


guide = AutoNormal(psychrotroph_model)
svi = SVI(psychrotroph_model, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def daily_refit(svi_state, day, mask, log_cfu):
    def body(st, _):
        return svi.update(st, day, mask, log_cfu)

    svi_state, losses = jax.lax.scan(body, svi_state, None, length=100)
    return svi_state, losses[-1]


def main():
    rng = np.random.default_rng(1)
    day = np.arange(MAX_DAYS, dtype=np.float32)
    counts = (2.8 + 0.38 * day + rng.normal(scale=0.25, size=MAX_DAYS)).astype(np.float32)
    mask = np.zeros(MAX_DAYS, dtype=bool)
    mask[:3] = True
    state = svi.init(jax.random.PRNGKey(0), day, mask, counts)
    for today in range(3, 10):
        mask = np.arange(MAX_DAYS) < today
        state, loss = daily_refit(state, day, mask, counts)
        rate = float(guide.median(svi.get_params(state))["rate"])
        print(f"day {today}: rate {rate:.3f}, predicted shelf life {(7 - 2.8) / rate:.1f} d")


if __name__ == "__main__":
    main()
