import optax
from flax.training import train_state

STAGES = [{"name": "coarse", "lr": 5e-3}, {"name": "mid", "lr": 2e-3}, {"name": "fine", "lr": 1e-3}]


def state_for_stage(model, params, stage):
    tx = optax.adam(stage["lr"])
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
