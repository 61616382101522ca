import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import BASE_LR, cosine_lr

EPOCHS = 4


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x).squeeze(-1)


rng = np.random.default_rng(0)
X = rng.normal(size=(256, 5)).astype(np.float32)
y = np.tanh(X @ rng.normal(size=5)).astype(np.float32)

model = Regressor()
params = model.init(jax.random.PRNGKey(0), X[:1])
tx = optax.inject_hyperparams(optax.adam)(learning_rate=BASE_LR)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, xb) - yb) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(EPOCHS):
    opt_state.hyperparams["learning_rate"] = cosine_lr(epoch, EPOCHS)
    for i in range(0, 256, 64):
        params, opt_state, loss = train_step(params, opt_state, X[i:i + 64], y[i:i + 64])
    print(f"epoch {epoch} lr {float(opt_state.hyperparams['learning_rate']):.5f} loss {float(loss):.4f}")
