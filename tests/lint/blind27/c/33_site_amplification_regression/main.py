import jax
import jax.numpy as jnp
import numpy as np
import optax

rng = np.random.default_rng(33)
x = rng.normal(size=(256, 6)).astype(np.float32)
y = (x @ rng.normal(size=6)).astype(np.float32)

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.05, momentum=0.9)


def loss_fn(w, xb, yb):
    return jnp.mean((xb @ w - yb) ** 2)


@jax.jit
def train_step(w, state, xb, yb):
    g = jax.grad(loss_fn)(w, xb, yb)
    u, state = tx.update(g, state)
    return optax.apply_updates(w, u), state


w = jnp.zeros(6, jnp.float32)
state = tx.init(w)
for epoch in range(6):
    lr = 0.05 if epoch < 3 else 0.01
    state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    for i in range(0, 256, 64):
        w, state = train_step(w, state, x[i:i + 64], y[i:i + 64])
    print(epoch, float(loss_fn(w, x, y)))
