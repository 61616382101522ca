import functools

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from losses import bc_train_step

OBS, ACT = 10, 4
SMOOTHING = 0.5


class Policy(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(ACT)(nn.swish(nn.Dense(96)(x)))


def epoch_batches(rng, n=4):
    for _ in range(n):
        obs = rng.normal(size=(24, OBS)).astype(np.float32)
        yield obs, np.tanh(obs[:, :ACT])


def main():
    model = Policy()
    tx = optax.adam(1e-3)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS)))
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        step = jax.jit(functools.partial(bc_train_step, model=model, tx=tx, smoothing=SMOOTHING))
        for obs, act in epoch_batches(rng):
            params, opt_state, loss = step(params, opt_state, obs, act)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
