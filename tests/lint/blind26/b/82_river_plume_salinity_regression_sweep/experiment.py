import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class SalinityAnomalyNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(48)(x))
        return nn.Dense(1)(x)[:, 0]


def run_experiment(cfg, x, y, epochs, batch):
    model = SalinityAnomalyNet()
    params = model.init(jax.random.PRNGKey(cfg["seed"]), x[:1])["params"]
    tx = optax.adamw(2e-3, weight_decay=cfg["weight_decay"])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def sweep_train_step(state, xb, yb):
        def loss_fn(p):
            return jnp.mean((state.apply_fn({"params": p}, xb) - yb) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for _ in range(epochs):
        for i in range(0, x.shape[0], batch):
            state, loss = sweep_train_step(state, x[i:i + batch], y[i:i + batch])
    return float(loss)
