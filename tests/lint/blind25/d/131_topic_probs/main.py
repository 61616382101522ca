import jax
import jax.numpy as jnp
import numpy as np
from model import HeadnoteScorer
from infer import predict

cfg = {"hidden": 32, "n_topics": 6}
rng = np.random.default_rng(0)
params = HeadnoteScorer(**cfg).init(jax.random.PRNGKey(0), jnp.zeros((1, 24)))["params"]
for batch in range(4):
    x = rng.normal(size=(16, 24)).astype(np.float32)
    print(batch, np.asarray(predict(params, x, cfg)).argmax(-1)[:6])
