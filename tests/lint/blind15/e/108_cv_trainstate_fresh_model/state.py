import jax
import optax
from flax.training import train_state

from model import CNNLite

TX = optax.adamw(3e-3)


def create_state(key, sample_x):
    model = CNNLite()
    variables = model.init(key, sample_x)
    return train_state.TrainState.create(
        apply_fn=model.apply,
        params=variables["params"],
        tx=TX,
    )
