import numpy as np
import jax
import jax.numpy as jnp
import optax

rng = np.random.default_rng(1)
n_cows = 203
dim = rng.uniform(5, 305, n_cows)
lactation = rng.integers(1, 6, n_cows)
scc = rng.lognormal(4.5, 0.6, n_cows)
X = np.stack([dim / 305, lactation / 5, np.log(scc) / 8], 1).astype(np.float32)
y = (30 - 8 * X[:, 0] + 3 * X[:, 1] - 4 * X[:, 2] + rng.normal(0, 1, n_cows)).astype(np.float32)

tx = optax.sgd(0.05, momentum=0.9)


def batches(X, y, bs, key):
    perm = np.asarray(jax.random.permutation(key, len(X)))
    n_full = len(X) // bs
    for i in range(n_full):
        sel = perm[i * bs:(i + 1) * bs]
        yield X[sel], y[sel]


@jax.jit
def update(w, opt_state, xb, yb):
    def loss(w):
        pred = xb @ w["coef"] + w["intercept"]
        return jnp.mean((pred - yb) ** 2)
    l, g = jax.value_and_grad(loss)(w)
    upd, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, upd), opt_state, l


w = {"coef": jnp.zeros(3), "intercept": jnp.asarray(25.0, dtype=jnp.float32)}
opt_state = tx.init(w)
key = jax.random.PRNGKey(0)
for epoch in range(5):
    key, sub = jax.random.split(key)
    for xb, yb in batches(X, y, 40, sub):
        w, opt_state, l = update(w, opt_state, xb, yb)
    print(epoch, float(l))
print("305-day milk model coefficients", np.asarray(w["coef"]))
