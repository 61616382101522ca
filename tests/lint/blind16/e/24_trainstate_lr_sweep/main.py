import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from model import MLP
from steps import train_step

LEARNING_RATES = (1e-2, 3e-3, 1e-3)

TX = optax.chain(
    optax.clip_by_global_norm(1.0),
    optax.inject_hyperparams(optax.adam)(learning_rate=LEARNING_RATES[0]),
)


def create_state(model, params, lr):
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=TX)
    state.opt_state[1].hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return state


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
