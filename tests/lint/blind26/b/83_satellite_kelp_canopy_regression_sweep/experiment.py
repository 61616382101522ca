import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class KelpCanopyNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(48)(x))
        return nn.Dense(1)(x)[:, 0]


MODEL = KelpCanopyNet()
TX = optax.inject_hyperparams(optax.adamw)(learning_rate=2e-3, weight_decay=0.0)


def new_state(seed, weight_decay, x0):
    params = MODEL.init(jax.random.PRNGKey(seed), x0)["params"]
    state = train_state.TrainState.create(apply_fn=MODEL.apply, params=params, tx=TX)
    state.opt_state.hyperparams["weight_decay"] = jnp.asarray(weight_decay, jnp.float32)
    return state


@jax.jit
def kelp_train_step(state, xb, yb):
    def loss_fn(p):
        return jnp.mean((state.apply_fn({"params": p}, xb) - yb) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss
