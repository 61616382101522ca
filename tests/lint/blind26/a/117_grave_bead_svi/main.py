import numpy as np
import jax

from model import svi
from train import run

rng = np.random.default_rng(0)
status = (rng.uniform(size=150) < 0.3).astype(np.float32)
counts = rng.poisson(np.exp(1.0 + 1.2 * status)).astype(np.float32)
state = svi.init(jax.random.PRNGKey(0), status[:32], counts[:32])
state, loss = run(state, status, counts, epochs=3, batch=32)
print("final elbo loss", float(loss))
print({k: round(float(v), 2) for k, v in svi.get_params(state).items()})
