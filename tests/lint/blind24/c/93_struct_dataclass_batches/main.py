import numpy as np
import jax
import jax.numpy as jnp
from data import make_batches, holdout_batches


@jax.jit
def panel_step(params, batch):
    def loss(p):
        z = batch.panel_scores @ p["w"] + p["v"] * batch.years_exp + p["b"]
        return jnp.mean(jnp.logaddexp(0.0, z) - batch.hired * z)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.2 * b, params, g), l


@jax.jit
def panel_eval(params, batch):
    z = batch.panel_scores @ params["w"] + params["v"] * batch.years_exp + params["b"]
    return ((z > 0) == (batch.hired > 0.5)).mean()


rng = np.random.default_rng(2)
S = rng.uniform(1, 5, size=(360, 4)).astype(np.float32)
Y = rng.uniform(0, 15, size=360).astype(np.float32)
H = (S.mean(1) + 0.05 * Y > 3.3).astype(np.float32)
params = {"w": jnp.zeros(4), "v": jnp.zeros(()), "b": jnp.zeros(())}
val = holdout_batches(S[300:], Y[300:], H[300:], 30)
for epoch in range(3):
    for b in make_batches(S[:300], Y[:300], H[:300], 30):
        params, l = panel_step(params, b)
    print(epoch, float(l), float(panel_eval(params, b)), np.mean([float(panel_eval(params, vb)) for vb in val]))
