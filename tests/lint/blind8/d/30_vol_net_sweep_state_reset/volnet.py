import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class VolNet(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        h = nn.tanh(nn.Dense(self.hidden)(x))
        return nn.softplus(nn.Dense(1)(h))[..., 0]


MODEL = VolNet()


def init_params(seed, n_lags):
    return MODEL.init(jax.random.PRNGKey(seed), jnp.zeros((1, n_lags)))["params"]


def create_state(n_lags, learning_rate):
    return train_state.TrainState.create(apply_fn=MODEL.apply, params=init_params(0, n_lags),
                                         tx=optax.adam(learning_rate))


def reset_state(template, params):
    return template.replace(step=0, params=params, opt_state=template.tx.init(params))


@jax.jit
def train_step(state, x, rv, l2):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        # QLIKE loss for variance forecasts
        qlike = jnp.mean(rv / pred - jnp.log(rv / pred) - 1.0)
        return qlike + l2 * sum(jnp.sum(p**2) for p in jax.tree_util.tree_leaves(params))

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
