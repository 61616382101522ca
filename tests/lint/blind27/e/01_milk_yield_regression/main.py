import numpy as np
import jax
import jax.numpy as jnp
import optax

rng = np.random.default_rng(0)
n_cows = 230
# features: days in milk, parity, dry matter intake, body condition score
X = rng.normal(size=(n_cows, 4)).astype(np.float32)
true_w = np.array([1.5, -0.4, 2.1, 0.3], dtype=np.float32)
y = (X @ true_w + 28.0 + rng.normal(scale=0.5, size=n_cows)).astype(np.float32)

params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
opt = optax.adam(0.05)
opt_state = opt.init(params)


def loss_fn(p, xb, yb):
    pred = xb @ p["w"] + p["b"]
    return jnp.mean((pred - yb) ** 2)


@jax.jit
def train_step(p, s, xb, yb):
    loss, g = jax.value_and_grad(loss_fn)(p, xb, yb)
    updates, s = opt.update(g, s, p)
    return optax.apply_updates(p, updates), s, loss


batch_size = 64
for epoch in range(3):
    perm = rng.permutation(n_cows)
    for start in range(0, n_cows, batch_size):
        idx = perm[start:start + batch_size]
        params, opt_state, loss = train_step(params, opt_state, X[idx], y[idx])
    print(f"epoch {epoch} loss {float(loss):.3f}")
