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
net = HabitatNet(n_species=6, dropout=cfg.dropout)


@partial(jax.jit, static_argnames=("train",))
def loss_and_grads(params, x, y, key, train):
    def loss_fn(p):
        logits = net.apply(p, x, train=train, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    return jax.value_and_grad(loss_fn)(params)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 9)).astype(np.float32)
    y = (rng.random((96, 6)) < 0.3).astype(np.float32)
    x_val = rng.normal(size=(96, 9)).astype(np.float32)
    y_val = (rng.random((96, 6)) < 0.3).astype(np.float32)
    params = net.init(jax.random.PRNGKey(0), x[:1], train=False)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(cfg.epochs):
        for _ in range(cfg.steps_per_epoch):
            key, sub = jax.random.split(key)
            loss, grads = loss_and_grads(params, x, y, sub, train=True)
            updates, opt_state = tx.update(grads, opt_state)
            params = optax.apply_updates(params, updates)
        val_loss, _ = loss_and_grads(params, x_val, y_val, key, train=False)
        print(f"epoch {epoch} loss {float(loss):.4f} val {float(val_loss):.4f}")


if __name__ == "__main__":
    main()
