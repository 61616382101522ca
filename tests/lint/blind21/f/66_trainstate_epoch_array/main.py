import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from state import BCTrainState

OBS, ACT = 10, 3


class Policy(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(ACT)(nn.relu(nn.Dense(64)(x)))


@jax.jit
def train_step(state, obs, act):
    def loss_fn(p):
        return jnp.mean((state.apply_fn(p, obs) - act) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    state = state.apply_gradients(grads=grads).ema_update()
    return state, loss


def main():
    model = Policy()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS)))
    state = BCTrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3), ema_params=params, epoch=jnp.zeros((), jnp.int32))
    rng = np.random.default_rng(0)
    for epoch in range(4):
        state = state.replace(epoch=jnp.asarray(epoch, jnp.int32))
        for _ in range(3):
            obs = rng.normal(size=(32, OBS)).astype(np.float32)
            state, loss = train_step(state, obs, np.tanh(obs[:, :ACT]))
        print(int(state.epoch), float(loss))


if __name__ == "__main__":
    main()
