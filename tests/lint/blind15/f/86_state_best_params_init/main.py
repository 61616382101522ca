import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import TrainState


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((jnp.tanh(x @ p["w"]) @ p["v"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    updates, opt_state = state.tx.update(grads, state.opt_state)
    return state.replace(params=optax.apply_updates(state.params, updates), opt_state=opt_state), loss


def track_best(state, val_loss):
    if val_loss < state.best_loss:
        return state.replace(best_params=state.params, best_loss=val_loss)
    return state


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = {"w": jax.random.normal(key, (3, 8)) * 0.5, "v": jnp.zeros((8, 1))}
    state = TrainState.create(params, optax.adam(1e-2))
    vx = rng.normal(size=(20, 3)).astype(np.float32)
    vy = np.cos(vx[:, :1])
    for epoch in range(4):
        for _ in range(2):
            x = rng.normal(size=(16, 3)).astype(np.float32)
            state, loss = train_step(state, x, np.cos(x[:, :1]))
        val = jnp.mean((jnp.tanh(vx @ state.params["w"]) @ state.params["v"] - vy) ** 2)
        state = track_best(state, val)
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
