import jax
import jax.numpy as jnp
import numpy as np
import optax


def epoch_batches(rng, X, y, n_batches):
    order = rng.permutation(len(X))
    usable = len(order) - len(order) % n_batches
    for idx in np.split(order[:usable], n_batches):
        yield X[idx], y[idx]


rng = np.random.default_rng(60)
N, F = 1000, 10
X = rng.normal(size=(N, F)).astype(np.float32)
ltv = np.exp(X @ rng.normal(0, 0.3, F) + rng.normal(0, 0.2, N)).astype(np.float32)

params = {"w": jnp.zeros(F), "b": jnp.zeros(())}
tx = optax.adam(0.05)
opt_state = tx.init(params)


def poisson_nll(p, x, y):
    rate = jnp.exp(x @ p["w"] + p["b"])
    return jnp.mean(rate - y * jnp.log(rate))


@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(poisson_nll)(params, x, y)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for epoch in range(3):
    for xb, yb in epoch_batches(rng, X, ltv, n_batches=12):
        params, opt_state, loss = step(params, opt_state, xb, yb)
    print(epoch, float(loss))
