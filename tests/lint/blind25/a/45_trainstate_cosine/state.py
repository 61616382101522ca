import jax
import optax
from flax.training import train_state

from model import CropTypeNet


def create_state(key, n_features, steps_per_epoch, epochs):
    model = CropTypeNet()
    params = model.init(key, jax.numpy.zeros((1, n_features)))
    schedule = optax.cosine_decay_schedule(3e-3, steps_per_epoch * epochs)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(schedule))
