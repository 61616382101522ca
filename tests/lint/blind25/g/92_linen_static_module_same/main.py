from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn


class BitternessNet(nn.Module):
    hidden: int = 24

    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.swish(nn.Dense(self.hidden)(x)))[:, 0]


@partial(jax.jit, static_argnames=("model",))
def ibu_step(params, x, y, model):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.02 * gi, params, g), loss


def hop_batches(rng, n_batches, bs=32):
    for _ in range(n_batches):
        # alpha acids, boil minutes, wort gravity, hop form, whirlpool temp
        x = rng.uniform(0, 1, size=(bs, 5)).astype(np.float32)
        yield x, (x[:, 0] * x[:, 1] * 2 + 0.2 * x[:, 2]).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    params = BitternessNet().init(jax.random.PRNGKey(0), np.zeros((1, 5), np.float32))
    for step, (x, y) in enumerate(hop_batches(rng, 10)):
        params, loss = ibu_step(params, x, y, model=BitternessNet(hidden=24))
        if step % 3 == 0:
            print(step, float(loss))


if __name__ == "__main__":
    main()
