import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from plateau import ReduceOnPlateau


class YieldRegressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(32)(x))
        return nn.Dense(1)(x)[:, 0]


model = YieldRegressor()
tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.3, momentum=0.9)


@jax.jit
def train_epoch(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 6)).astype(np.float32)
    y = (x[:, 0] * 2 - x[:, 1] + 0.1 * rng.normal(size=256)).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    scheduler = ReduceOnPlateau(patience=0)
    for epoch in range(12):
        params, opt_state, loss = train_epoch(params, opt_state, x, y)
        opt_state = scheduler.step(opt_state, float(loss))
        print(epoch, float(loss), float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
