import jax
import optax
from flax.training import train_state

def create_state(model, key, seq_len):
    import jax.numpy as jnp
    params = model.init(key, jnp.zeros((1, seq_len), jnp.int32))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))

@jax.jit
def cnn_train_step(state, ids, labels):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
