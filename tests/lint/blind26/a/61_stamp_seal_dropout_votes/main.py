import numpy as np
import jax

from model import net, dropout_apply

rng = np.random.default_rng(0)
x = rng.normal(size=(40, 18)).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), x, True)
key = jax.random.PRNGKey(42)
votes = np.zeros((40, 6))
for draw in range(10):
    key, sub = jax.random.split(key)
    votes += np.asarray(jax.nn.one_hot(dropout_apply(params, sub, x).argmax(-1), 6))
print("agreement", float((votes.max(1) / 10).mean()))
