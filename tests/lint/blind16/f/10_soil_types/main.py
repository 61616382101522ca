import functools

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import TrainConfig, smoothing_for_epoch


class SoilNet(nn.Module):
    hidden: int
    num_classes: int

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)


def make_data(n=512, d=12, c=7, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = np.argmax(x[:, :c], axis=1).astype(np.int32)
    return x, y


@functools.partial(jax.jit, static_argnames=("cfg", "model", "tx"))
def train_step(params, opt_state, x, y, smoothing, cfg, model, tx):
    def loss_fn(p):
        logits = model.apply(p, x)
        one_hot = jax.nn.one_hot(y, cfg.num_classes)
        targets = one_hot * (1.0 - smoothing) + smoothing / cfg.num_classes
        return optax.softmax_cross_entropy(logits, targets).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    cfg = TrainConfig()
    x, y = make_data()
    model = SoilNet(cfg.hidden, cfg.num_classes)
    tx = optax.adam(cfg.lr)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(cfg.epochs):
        smoothing = jnp.float32(smoothing_for_epoch(cfg, epoch))
        for i in range(0, x.shape[0], cfg.batch_size):
            params, opt_state, loss = train_step(
                params, opt_state, x[i:i + cfg.batch_size], y[i:i + cfg.batch_size],
                smoothing, cfg=cfg, model=model, tx=tx)
        print(f"epoch {epoch} smoothing {float(smoothing):.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
