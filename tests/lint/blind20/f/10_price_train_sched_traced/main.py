import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import TrainConfig


class PriceMLP(nn.Module):
    hidden: int

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[..., 0]


def make_data(n=256, lags=24, seed=0):
    rng = np.random.default_rng(seed)
    prices = 50 + 10 * np.sin(np.arange(n + lags) / 24 * 2 * np.pi) + rng.normal(0, 2, n + lags)
    x = np.stack([prices[i:i + lags] for i in range(n)]).astype(np.float32) / 100.0
    y = prices[lags:lags + n].astype(np.float32) / 100.0
    return x, y


cfg = TrainConfig()
model = PriceMLP(cfg.hidden)
optimizer = optax.inject_hyperparams(optax.sgd)(learning_rate=cfg.base_lr, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_data()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = optimizer.init(params)
    for epoch in range(cfg.epochs):
        lr = cfg.lr_for_epoch(epoch)
        opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
        for i in range(0, len(x), cfg.batch_size):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + cfg.batch_size], y[i:i + cfg.batch_size])
        print(f"epoch {epoch} lr={lr:.4f} loss={float(loss):.5f}")


if __name__ == "__main__":
    main()
