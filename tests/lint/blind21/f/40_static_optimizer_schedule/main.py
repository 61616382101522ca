from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from optim import make_optimizer

OBS, ACT = 12, 4
STEPS_PER_EPOCH = 3


class Policy(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="enc_0")(x))
        x = nn.relu(nn.Dense(64, name="enc_1")(x))
        return nn.Dense(ACT, name="head")(x)


policy = Policy()


@partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, obs, act, tx):
    def loss_fn(p):
        return jnp.mean((policy.apply(p, obs) - act) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS)))
    tx = make_optimizer(freeze_encoder_steps=STEPS_PER_EPOCH)
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(STEPS_PER_EPOCH):
            obs = rng.normal(size=(16, OBS)).astype(np.float32)
            act = rng.normal(size=(16, ACT)).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, obs, act, tx)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
