import numpy as np
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
import optax

N_OBS = 500
BATCH = 100

rng = np.random.default_rng(0)
wind = rng.normal(size=N_OBS).astype(np.float32)
rain = rng.random(N_OBS).astype(np.float32)
detected = (rng.random(N_OBS) < 1 / (1 + np.exp(-(0.5 - 0.8 * wind)))).astype(np.float32)


def detection_model(wind, rain, y=None):
    b0 = numpyro.sample("b0", dist.Normal(0, 2))
    b_wind = numpyro.sample("b_wind", dist.Normal(0, 1))
    b_rain = numpyro.sample("b_rain", dist.Normal(0, 1))
    with numpyro.plate("obs", N_OBS, subsample_size=wind.shape[0]):
        numpyro.sample("y", dist.Bernoulli(logits=b0 + b_wind * wind + b_rain * rain), obs=y)


guide = AutoNormal(detection_model)
svi = SVI(detection_model, guide, optax.adam(0.02), Trace_ELBO())
state = svi.init(jax.random.PRNGKey(0), wind[:BATCH], rain[:BATCH], detected[:BATCH])


@jax.jit
def svi_step(state, w, r, y):
    return svi.update(state, w, r, y)


for epoch in range(5):
    order = rng.permutation(N_OBS)
    for i in range(0, N_OBS - BATCH + 1, BATCH):
        idx = order[i:i + BATCH]
        state, loss = svi_step(state, wind[idx], rain[idx], detected[idx])
    print(epoch, float(loss))
print({k: float(v) for k, v in guide.median(svi.get_params(state)).items()})
