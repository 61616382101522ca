import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class Surrogate(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[..., 0]


MODEL = Surrogate()
TX = optax.adamw(3e-3, weight_decay=1e-4)


def fresh_state(key, template=None, in_dim=2):
    params = MODEL.init(key, jnp.zeros((1, in_dim)))["params"]
    if template is None:
        return train_state.TrainState.create(apply_fn=MODEL.apply, params=params, tx=TX)
    return template.replace(step=0, params=params, opt_state=TX.init(params))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_loss(state, x, y):
    return jnp.mean((state.apply_fn({"params": state.params}, x) - y) ** 2)
