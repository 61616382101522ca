from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from flax import struct


@struct.dataclass
class SWAState:
    """Stochastic weight averaging: running mean of params since `start`."""
    params: Any
    swa_params: Any
    n_averaged: Any = 0

    def average(self):
        n = self.n_averaged
        swa = jax.tree.map(lambda a, p: (a * n + p) / (n + 1), self.swa_params, self.params)
        return self.replace(swa_params=swa, n_averaged=n + 1)


def create(params):
    return SWAState(params=params, swa_params=params, n_averaged=jnp.zeros((), jnp.int32))


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
    state = create(params)
    for epoch in range(8):
        for _ in range(4):
            state = train_step(state, x, y, 0.1)
        if epoch >= SWA_START:
            state = swa_update(state)
    print("averaged", int(state.n_averaged), "checkpoints; swa w =", np.asarray(state.swa_params["w"]).ravel().round(3))


if __name__ == "__main__":
    main()
