import numpy as np
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
import numpyro.optim
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDiagonalNormal

# sarcoptic mange in urban foxes: probability of mange from camera-trap site covariates
rng = np.random.default_rng(85)
X = jnp.asarray(rng.normal(size=(230, 4)), dtype=jnp.float32)
Y = jnp.asarray(rng.uniform(size=230) < 0.3, dtype=jnp.float32)


def mange_model(x, y):
    w = numpyro.sample("w", dist.Normal(0.0, 1.0).expand([4]).to_event(1))
    b = numpyro.sample("b", dist.Normal(0.0, 2.0))
    with numpyro.plate("obs", x.shape[0], subsample_size=50) as idx:
        numpyro.sample("y", dist.Bernoulli(logits=x[idx] @ w + b), obs=y[idx])


guide = AutoDiagonalNormal(mange_model)
svi = SVI(mange_model, guide, numpyro.optim.Adam(0.02), Trace_ELBO())


@jax.jit
def mange_svi_step(state):
    return svi.update(state, X, Y)


state = svi.init(jax.random.PRNGKey(3), X, Y)
for epoch in range(4):
    for _ in range(5):
        state, loss = mange_svi_step(state)
    print("epoch", epoch, "loss", float(loss))
