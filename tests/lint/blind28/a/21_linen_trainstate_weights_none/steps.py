import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, key, n_features, lr):
    params = model.init(key, jnp.ones((1, n_features)))
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))


@jax.jit
def noshow_step(state, x, y, dropout_key, sample_weight=None):
    def loss_fn(params):
        logits = state.apply_fn(params, x, train=True, rngs={"dropout": dropout_key})
        per = optax.sigmoid_binary_cross_entropy(logits, y)
        if sample_weight is not None:
            per = per * sample_weight
        return per.mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
