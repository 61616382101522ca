import jax
import jax.numpy as jnp
import numpy as np
import optax

rng = np.random.default_rng(0)
n_sku, n_feat = 1000, 12
X = rng.normal(size=(n_sku, n_feat)).astype(np.float32)
y = (X @ rng.normal(size=(n_feat,)) + 0.1 * rng.normal(size=n_sku)).astype(np.float32)

params = {"w": jnp.zeros((n_feat,)), "b": jnp.zeros(())}
opt = optax.adam(1e-2)
opt_state = opt.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        pred = xb @ p["w"] + p["b"]
        return jnp.mean((pred - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


batch_size = 128
for epoch in range(3):
    perm = rng.permutation(n_sku)
    for start in range(0, n_sku, batch_size):
        idx = perm[start:start + batch_size]
        params, opt_state, loss = train_step(params, opt_state, X[idx], y[idx])
    print(f"epoch {epoch} weekly-demand mse {float(loss):.4f}")
