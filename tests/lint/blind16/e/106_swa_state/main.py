import jax
import jax.numpy as jnp
import numpy as np

from state import SWAState

SWA_START = 3


@jax.jit
def train_step(state, x, y, lr):
    grads = jax.grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(state.params)
    params = jax.tree.map(lambda p, g: p - lr * g, state.params, grads)
    state = state.replace(params=params)
    return state


@jax.jit
def swa_update(state):
    return state.average()


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 3)).astype(np.float32)
    y = (x @ np.array([[1.0], [2.0], [-1.0]], np.float32) + 0.5).astype(np.float32)
    params = {"w": jnp.zeros((3, 1)), "b": jnp.zeros((1,))}
    state = SWAState(params=params, swa_params=params)
    for epoch in range(8):
        for _ in range(4):
            state = train_step(state, x, y, 0.1)
        if epoch >= SWA_START:
            state = swa_update(state)
    print("averaged", state.n_averaged, "checkpoints; swa w =", np.asarray(state.swa_params["w"]).ravel().round(3))


if __name__ == "__main__":
    main()
