import jax
import jax.numpy as jnp
import numpy as np

from checkpoint import restore, save
from model import net


@jax.jit
def predict_jump(params, x):
    return net.apply(params, x)


rng = np.random.default_rng(84)
x = rng.normal(size=(40, 6)).astype(np.float32)  # peak force, RFD, impulse, ...
params = net.init(jax.random.PRNGKey(0), x[:1])
print("fresh", float(predict_jump(params, x).mean()))
blob = save(params)
for week in range(3):
    p = restore(blob)
    print("week", week, float(predict_jump(p, x).mean()))
