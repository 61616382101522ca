import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from checkpoint import InMemoryCheckpointer


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(16)(x))
        return nn.Dense(1)(x)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


MODEL = Regressor()
TX = optax.adamw(optax.cosine_decay_schedule(3e-3, 20))


def create_state(rng):
    params = MODEL.init(rng, jnp.ones((1, 6)))["params"]
    return train_state.TrainState.create(apply_fn=MODEL.apply, params=params, tx=TX)


def run(state, ckpt, x, y, start, stop, save_every=3):
    for i in range(start, stop):
        state, loss = train_step(state, x[i % 4], y[i % 4])
        if (i + 1) % save_every == 0:
            ckpt.save(state, {"step": int(state.step), "loss": float(loss)})
    return state


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(4, 16, 6)).astype(np.float32)
    y = x.sum(-1, keepdims=True)
    ckpt = InMemoryCheckpointer()
    state = create_state(jax.random.PRNGKey(0))
    state = jax.device_put(state.replace(step=jnp.asarray(state.step, jnp.int32)))
    state = run(state, ckpt, x, y, 0, 7)
    # simulated preemption: rebuild and resume from the last saved step
    fresh = create_state(jax.random.PRNGKey(0))
    state, meta = ckpt.restore(fresh)
    print("resumed at", meta["step"])
    state = run(state, ckpt, x, y, meta["step"], 12)
    print("final step", int(state.step))


if __name__ == "__main__":
    main()
