import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn
from flax.training import train_state

from trainer import Trainer

OBS, ACT, BATCH = 16, 6, 32


class MLPPolicy(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(ACT)(x)


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        pred = state.apply_fn(params, batch["obs"])
        return jnp.mean((pred - batch["action"]) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), {"loss": loss}


class DemoLoader:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        while True:
            obs = self.rng.normal(size=(BATCH, OBS)).astype(np.float32)
            yield {"obs": obs, "action": np.tanh(obs[:, :ACT])}


def main():
    model = MLPPolicy()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS)))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    trainer = Trainer(train_step, state, DemoLoader())
    trainer.warmup()
    trainer.fit(10)


if __name__ == "__main__":
    main()
