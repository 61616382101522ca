import jax
import jax.numpy as jnp
import numpy as np
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import hierarchical_frequency

rng = np.random.default_rng(12)
n = 2000
territory = rng.integers(0, 10, n)
exposure = rng.uniform(0.3, 1.0, n).astype(np.float32)
true_eff = rng.normal(0, 0.3, 10)
claims = rng.poisson(exposure * np.exp(-2.0 + true_eff[territory])).astype(np.float32)

guide = AutoNormal(hierarchical_frequency)
svi = SVI(hierarchical_frequency, guide, optax.adam(0.02), Trace_ELBO())
state = svi.init(jax.random.PRNGKey(0), territory, exposure, claims)


@jax.jit
def svi_step(state):
    return svi.update(state, territory, exposure, claims)


for chunk in range(5):
    for _ in range(100):
        state, loss = svi_step(state)
    print(f"iter {(chunk + 1) * 100}: ELBO loss {float(loss):.1f}")

post = guide.median(svi.get_params(state))
print("territory effects:", np.round(np.asarray(post["z"] * post["tau"]), 3))
