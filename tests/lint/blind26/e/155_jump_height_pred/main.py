import jax
import numpy as np

from checkpoint import restore, save
from model import net


@jax.jit
def jump_height_pred(params, x):
    return net.apply(params, x)


rng = np.random.default_rng(84)
x = rng.normal(size=(40, 6)).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), x[:1])
print("fresh", float(jump_height_pred(params, x).mean()))
blob = save(params)
for week in range(3):
    p = restore(blob)
    print("week", week, float(jump_height_pred(p, x).mean()))
