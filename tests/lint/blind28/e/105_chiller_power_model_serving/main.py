import numpy as np
import jax
import jax.numpy as jnp

from checkpoint import restore, save
from model import ChillerKW

model = ChillerKW()


@jax.jit
def predict_kw(params, x):
    return model.apply(params, x)


rng = np.random.default_rng(0)
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 4)))
x = jnp.asarray(rng.normal(size=(64, 4)), jnp.float32)
print("live", float(predict_kw(params, x).mean()))

# nightly: reload the deployed model and score the day's trend
blob = save(params)
for night in range(3):
    deployed = restore(blob)
    print("night", night, float(predict_kw(deployed, x).mean()))
