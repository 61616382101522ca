import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class MasteryNet(eqx.Module):
    layers: list
    dropout_rate: float = eqx.field(static=True)

    def __init__(self, d_in, key, dropout_rate=0.1):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(d_in, 16, key=k1), eqx.nn.Linear(16, 1, key=k2)]
        self.dropout_rate = dropout_rate

    def __call__(self, x):
        return self.layers[1](jax.nn.gelu(self.layers[0](x)))[0]


optim = optax.adam(1e-2)


@eqx.filter_jit
def weighted_step(model, opt_state, x, y, difficulty, progress):
    w = jax.nn.sigmoid(4.0 * (progress - difficulty))

    def loss_fn(m):
        return jnp.mean(w * (jax.vmap(m)(x) - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


rng = np.random.default_rng(0)
x = rng.normal(size=(128, 10)).astype(np.float32)
difficulty = rng.uniform(0, 1, 128).astype(np.float32)
y = (x[:, 0] - difficulty).astype(np.float32)

model = MasteryNet(10, jax.random.PRNGKey(1))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
EPOCHS = 6
for epoch in range(EPOCHS):
    progress = jnp.float32(epoch / (EPOCHS - 1))
    model, opt_state, loss = weighted_step(model, opt_state, x, y, difficulty, progress)
    print(epoch, float(loss))
