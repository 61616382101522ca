import numpy as np
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
import optax

rng = np.random.default_rng(5)
n_herds = 25
herd_size = rng.integers(40, 200, size=n_herds)
true_prev = rng.beta(2, 18, size=n_herds)
positives = rng.binomial(herd_size, true_prev)


def model(n, k=None):
    mu = numpyro.sample("mu", dist.Normal(-2.0, 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("herd", n.shape[0]):
        logit_p = numpyro.sample("logit_p", dist.Normal(mu, sigma))
        numpyro.sample("k", dist.Binomial(n, logits=logit_p), obs=k)


guide = AutoNormal(model)
svi = SVI(model, guide, optax.adam(0.02), Trace_ELBO())
n_j = jnp.asarray(herd_size, jnp.float32)
k_j = jnp.asarray(positives, jnp.float32)
state = svi.init(jax.random.PRNGKey(0), n_j, k_j)


@jax.jit
def svi_step(state, n, k):
    return svi.update(state, n, k)


losses = []
for i in range(300):
    state, loss = svi_step(state, n_j, k_j)
    losses.append(loss)
params = svi.get_params(state)
print("final ELBO loss", float(losses[-1]))
print("pop mean prevalence", float(jax.nn.sigmoid(params["mu_auto_loc"])))
