from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import TrainConfig


class HabitatNet(nn.Module):
    n_species: int
    dropout: float

    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.Dropout(self.dropout, deterministic=not train)(x)
        return nn.Dense(self.n_species)(x)


cfg = TrainConfig()
tx = optax.adam(cfg.lr)


@partial(jax.jit, static_argnames=("dropout_rate",))
def train_step(params, opt_state, x, y, key, dropout_rate):
    net = HabitatNet(n_species=y.shape[1], dropout=dropout_rate)

    def loss_fn(p):
        logits = net.apply(p, x, train=True, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 9)).astype(np.float32)
    y = (rng.random((96, 6)) < 0.3).astype(np.float32)
    params = HabitatNet(6, cfg.dropout_start).init(jax.random.PRNGKey(0), x[:1], train=False)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(cfg.epochs):
        rate = cfg.dropout_at(epoch)
        for _ in range(cfg.steps_per_epoch):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(params, opt_state, x, y, sub, dropout_rate=rate)
        print(f"epoch {epoch} dropout {rate:.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
