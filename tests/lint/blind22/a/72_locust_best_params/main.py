import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from checkpoint import BestKeeper


class OutbreakRisk(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(16)(x)))[:, 0]


model = OutbreakRisk()
tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def val_loss(params, x, y):
    return optax.sigmoid_binary_cross_entropy(model.apply(params, x), y).mean()


def main():
    rng = np.random.default_rng(0)
    # soil moisture, vegetation greenness, temperature anomaly, wind from breeding areas
    x = rng.normal(size=(160, 4)).astype(np.float32)
    y = (x[:, 0] + x[:, 1] + rng.normal(0, 1, 160) > 0.5).astype(np.float32)
    x_tr, y_tr, x_va, y_va = x[:120], y[:120], x[120:], y[120:]
    params = model.init(jax.random.PRNGKey(0), x_tr[:1])
    opt_state = tx.init(params)
    keeper = BestKeeper()
    for stage in range(2):
        for epoch in range(4):
            params, opt_state, _ = train_step(params, opt_state, x_tr, y_tr)
            keeper.observe(params, float(val_loss(params, x_va, y_va)))
        params = keeper.restore()
        opt_state = tx.init(params)
        print(f"stage {stage} best val {keeper.best_loss:.4f}")


if __name__ == "__main__":
    main()
