import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from callbacks import BestCheckpoint


class SoCNet(nn.Module):
    """Spacecraft battery state of charge from current, voltage, temperature, eclipse flag."""

    @nn.compact
    def __call__(self, x):
        return nn.sigmoid(nn.Dense(1)(nn.relu(nn.Dense(32)(x))))[:, 0]


model = SoCNet()
tx = optax.sgd(0.05)


@jax.jit
def soc_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def soc_val(params, x, y):
    return jnp.mean((model.apply(params, x) - y) ** 2)


def telemetry(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, 4)).astype(np.float32)
    y = (0.5 + 0.3 * np.tanh(x[:, 1] - 0.5 * x[:, 0])).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    xtr, ytr = telemetry(256, 0)
    xva, yva = telemetry(128, 1)
    params = model.init(jax.random.PRNGKey(0), xtr[:1])
    opt_state = tx.init(params)
    ckpt = BestCheckpoint()
    for epoch in range(6):
        for i in range(0, 256, 64):
            params, opt_state, _ = soc_step(params, opt_state, xtr[i:i + 64], ytr[i:i + 64])
        val = float(soc_val(params, xva, yva))
        if epoch == 3:
            # restart from the best snapshot with a fresh optimizer
            params = ckpt(epoch, params, val)
            opt_state = tx.init(params)
        else:
            ckpt(epoch, params, val)
        print(epoch, round(val, 5))


if __name__ == "__main__":
    main()
