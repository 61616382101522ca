import numpy as np
import jax
import jax.numpy as jnp
import optax

rng = np.random.default_rng(0)
n_emp, n_feat = 1030, 8
X = rng.normal(size=(n_emp, n_feat)).astype(np.float32)
w_true = rng.normal(size=n_feat).astype(np.float32)
y = (X @ w_true + 0.3 * rng.normal(size=n_emp) > 0).astype(np.float32)

opt = optax.adam(1e-2)
params = {"w": jnp.zeros(n_feat), "b": jnp.zeros(())}
opt_state = opt.init(params)


def loss_fn(p, xb, yb):
    logits = xb @ p["w"] + p["b"]
    return optax.sigmoid_binary_cross_entropy(logits, yb).mean()


@jax.jit
def attrition_step(p, s, xb, yb):
    loss, g = jax.value_and_grad(loss_fn)(p, xb, yb)
    upd, s = opt.update(g, s, p)
    return optax.apply_updates(p, upd), s, loss


batch_size = 128
for epoch in range(3):
    perm = rng.permutation(n_emp)
    for start in range(0, n_emp, batch_size):
        idx = perm[start:start + batch_size]
        params, opt_state, loss = attrition_step(params, opt_state, X[idx], y[idx])
    print(f"epoch {epoch} loss {float(loss):.4f}")
