import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class OnsetClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(16, (5,))(x[..., None])
        x = nn.relu(x)
        x = jnp.mean(x, axis=1)
        return nn.Dense(2)(x)


def create_state(key):
    model = OnsetClassifier()
    params = model.init(key, jnp.zeros((1, 30)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(3e-3))


@jax.jit
def onset_train_step(state, xb, yb, w):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, xb)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, yb)
        return jnp.sum(ce * w) / jnp.sum(w)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
