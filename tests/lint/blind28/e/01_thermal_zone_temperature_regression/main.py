import numpy as np
import jax
import jax.numpy as jnp
import optax

rng = np.random.default_rng(0)
n_samples = 470
# features: outdoor temp, solar gain, supply air temp, occupancy
X = rng.normal(size=(n_samples, 4)).astype(np.float32)
w_true = np.array([0.6, 0.3, -0.8, 0.2], dtype=np.float32)
y = X @ w_true + 21.0 + 0.05 * rng.normal(size=n_samples).astype(np.float32)

params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
opt = optax.adam(1e-2)
opt_state = opt.init(params)


def loss_fn(p, xb, yb):
    pred = xb @ p["w"] + p["b"]
    return jnp.mean((pred - yb) ** 2)


@jax.jit
def train_step(p, s, xb, yb):
    loss, g = jax.value_and_grad(loss_fn)(p, xb, yb)
    upd, s = opt.update(g, s, p)
    return optax.apply_updates(p, upd), s, loss


batch_size = 64
for epoch in range(3):
    perm = rng.permutation(n_samples)
    for i in range(0, n_samples, batch_size):
        idx = perm[i:i + batch_size]
        params, opt_state, loss = train_step(params, opt_state, X[idx], y[idx])
    print(f"epoch {epoch} loss {float(loss):.4f}")
