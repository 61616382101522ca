import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from hooks import BestCheckpoint


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))


net = Net()
tx = optax.adam(0.3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((net.apply({"params": p}, x) - y) ** 2))(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def evaluate(params, x, y):
    return jnp.mean((net.apply({"params": params}, x) - y) ** 2)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (x[:, :1] * x[:, 1:2]).astype(np.float32)
    xv = rng.normal(size=(32, 4)).astype(np.float32)
    yv = (xv[:, :1] * xv[:, 1:2]).astype(np.float32)
    params = net.init(jax.random.PRNGKey(0), x[:1])["params"]
    opt_state = tx.init(params)
    ckpt = BestCheckpoint()
    for epoch in range(8):
        for i in range(0, 64, 16):
            params, opt_state, _ = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        ckpt.update(params, float(evaluate(params, xv, yv)))
        if ckpt.should_rollback():
            params = ckpt.best
            opt_state = tx.init(params)
            ckpt.bad_epochs = 0
    print(ckpt.best_loss)


if __name__ == "__main__":
    main()
