import jax
import jax.numpy as jnp
import numpy as np
from model import init, clause_probs
from evaluate import evaluate

rng = np.random.default_rng(0)
feats = jnp.asarray(rng.normal(size=(128, 50)).astype(np.float32))
labels = jnp.asarray(rng.integers(0, 7, size=128))
params = init(jax.random.PRNGKey(1))

@jax.jit
def sgd_step(params):
    def loss(params):
        h = jnp.tanh(feats @ params["w1"])
        return -jnp.mean(jax.nn.log_softmax(h @ params["w2"])[jnp.arange(128), labels])
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.5 * b, params, g)

for step in range(3):
    params = sgd_step(params)
    probs = clause_probs(params, feats)
    print(step, float(probs.max()), evaluate(params, feats, labels))
