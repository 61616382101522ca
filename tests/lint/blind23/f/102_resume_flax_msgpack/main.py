import os
import tempfile

import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from ckpt import save, restore


class ManeuverLoadNet(nn.Module):
    """Wing root bending from load factor, roll rate, fuel fraction."""

    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(32)(x)))[:, 0]


net = ManeuverLoadNet()
tx = optax.adam(3e-3)


@jax.jit
def load_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.uniform(-1, 1, (256, 3)), jnp.float32)
    y = 1.2 * x[:, 0] + 0.3 * x[:, 1] ** 2 - 0.4 * x[:, 2] * x[:, 0]
    params = net.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    path = os.path.join(tempfile.mkdtemp(), "loads.msgpack")
    for session in range(3):
        for _ in range(40):
            params, opt_state, loss = load_step(params, opt_state, x, y)
        save(path, (params, opt_state))
        params, opt_state = restore(path, (params, opt_state))
        print(session, float(loss))


if __name__ == "__main__":
    main()
