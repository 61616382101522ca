import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax


class VolumeForecaster(nn.Module):
    hidden: int = 32
    horizon: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.horizon)(x)


LOOKBACK, H, B = 16, 4, 64
rng = np.random.default_rng(122)
t = np.arange(4000)
volume = (np.log1p(1000 + 400 * np.sin(t / 13.0)) + 0.05 * rng.normal(size=t.size)).astype(np.float32)


def batch(n):
    s = rng.integers(0, len(volume) - LOOKBACK - H, n)
    return (np.stack([volume[i:i + LOOKBACK] for i in s]),
            np.stack([volume[i + LOOKBACK:i + LOOKBACK + H] for i in s]))


model = VolumeForecaster(horizon=H)
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, LOOKBACK)))
tx = optax.adam(3e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


predict = jax.jit(model.apply)
x_val, y_val = batch(256)
for epoch in range(5):
    for _ in range(20):
        params, opt_state, loss = train_step(params, opt_state, *batch(B))
    val_mae = float(jnp.mean(jnp.abs(predict(params, x_val) - y_val)))
    print(f"epoch {epoch}: train={float(loss):.4f} val_mae={val_mae:.4f}")
