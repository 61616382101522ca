import jax
import numpy as np
import optax
from flax.training import train_state

from model import MLP
from steps import train_step

LEARNING_RATES = (1e-2, 3e-3, 1e-3)


def create_state(model, params, lr):
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(lr))
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = (np.sin(x[:, :1]) * x[:, 1:2]).astype(np.float32)
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), x)["params"]

    for lr in LEARNING_RATES:
        state = create_state(model, params, lr)
        for _ in range(10):
            state, loss = train_step(state, x, y)
        print(f"lr={lr}: final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
