import jax
import optax
from flax.training import train_state

from model import StarGalaxyCNN

model = StarGalaxyCNN()


def create_state(rng, sample):
    params = model.init(rng, sample)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y, dropout_rng):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x, train=True, rngs={"dropout": dropout_rng})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x, train=False)
    return (logits.argmax(-1) == y).sum()
