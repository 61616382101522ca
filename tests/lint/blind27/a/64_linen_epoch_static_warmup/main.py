from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class LossRatioNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(24)(x)))[:, 0]


net = LossRatioNet()
tx = optax.sgd(0.05, momentum=0.9)
WARMUP_EPOCHS = 4


@partial(jax.jit, static_argnames=("epoch",))
def loss_ratio_step(params, opt_state, x, y, epoch):
    def loss_fn(p):
        return jnp.mean((net.apply(p, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    if epoch < WARMUP_EPOCHS:
        g = jax.tree.map(lambda t: t * (epoch + 1) / WARMUP_EPOCHS, g)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(162)
    x = jnp.asarray(rng.normal(size=(640, 6)), jnp.float32)
    y = 0.65 + 0.1 * x[:, 0] - 0.05 * x[:, 3] + 0.05 * jnp.asarray(rng.normal(size=640), jnp.float32)
    params = net.init(jax.random.PRNGKey(1), x[:1])
    opt_state = tx.init(params)
    for epoch in range(8):
        for b in range(0, 640, 64):
            params, opt_state, loss = loss_ratio_step(params, opt_state, x[b:b + 64], y[b:b + 64], epoch=epoch)
        print(epoch, round(float(loss), 5))


if __name__ == "__main__":
    main()
