from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn


class TurbulenceNet(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.swish(nn.Dense(self.hidden)(x)))[:, 0]


@partial(jax.jit, static_argnums=0)
def trial_step(model, params, x, y, lr):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g), loss


def pireps(n=256, seed=0):
    # eddy dissipation rate from shear, lapse rate, Richardson number, wind speed
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, 4)).astype(np.float32)
    y = (0.2 * np.abs(x[:, 0]) - 0.1 * np.tanh(x[:, 2]) + 0.05 * x[:, 3]).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def run_trial(lr, seed, x, y):
    model = TurbulenceNet(hidden=32)
    params = model.init(jax.random.PRNGKey(seed), x[:1])
    for _ in range(100):
        params, loss = trial_step(model, params, x, y, lr)
    return float(loss)


def main():
    x, y = pireps()
    for lr in (0.01, 0.03, 0.1):
        for seed in (0, 1):
            print(lr, seed, run_trial(jnp.float32(lr), seed, x, y))


if __name__ == "__main__":
    main()
