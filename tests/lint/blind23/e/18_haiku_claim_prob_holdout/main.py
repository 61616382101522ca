import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import claim_prob
from evaluate import score_holdout

rng = np.random.default_rng(8)
X = rng.normal(size=(1200, 5)).astype(np.float32)
y = (rng.uniform(size=1200) < 1 / (1 + np.exp(2 - X[:, 0] + 0.5 * X[:, 3]))).astype(np.float32)
X_tr, y_tr, X_ho, y_ho = X[:1000], y[:1000], X[1000:], y[1000:]

params = claim_prob.init(jax.random.PRNGKey(1), X_tr[:1])
opt = optax.adam(1e-2)
opt_state = opt.init(params)


@jax.jit
def update(params, opt_state, X, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(
            jnp.log(claim_prob.apply(p, X) + 1e-7) - jnp.log1p(-claim_prob.apply(p, X) + 1e-7), y).mean()
    g = jax.grad(loss)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state


for epoch in range(5):
    for s in range(0, 1000, 200):
        params, opt_state = update(params, opt_state, X_tr[s:s + 200], y_tr[s:s + 200])
    print(f"epoch {epoch}: holdout Brier {score_holdout(params, X_ho, y_ho):.4f}")
