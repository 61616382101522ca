import jax
import jax.numpy as jnp
import numpy as np
from model import CalibratedTopicModel
from infer import predict

rng = np.random.default_rng(0)
params = CalibratedTopicModel().init(jax.random.PRNGKey(0), jnp.zeros((1, 24)))["params"]
x_val = rng.normal(size=(64, 24)).astype(np.float32)
for t in [0.5, 0.75, 1.0, 1.5, 2.0]:
    p = np.asarray(predict(params, x_val, t))
    print(t, float(p.max(-1).mean()))
