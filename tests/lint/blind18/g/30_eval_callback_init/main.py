import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from callbacks import EvalCallback


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        x = nn.LayerNorm()(x)
        return nn.Dense(1)(nn.relu(x))


model = Net()
tx = optax.adamw(3e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 3)).astype(np.float32)
    y = (x[:, :1] * x[:, 1:2] + x[:, 2:]).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    opt_state = tx.init(params)
    cb = EvalCallback(model, x[64:], y[64:])
    for epoch in range(4):
        for i in range(0, 64, 16):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        cb.on_epoch_end(epoch, params)


if __name__ == "__main__":
    main()
