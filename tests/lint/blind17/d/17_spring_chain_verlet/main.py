import jax.numpy as jnp
import numpy as np

from physics import verlet_step


def initial_state(n=10):
    x = np.stack([np.linspace(0, 1, n), np.zeros(n)], axis=1).astype(np.float32)
    return {"x": jnp.asarray(x), "v": jnp.zeros_like(x)}


def rollout(params, n_steps=20, dt=0.01):
    state = initial_state()
    for _ in range(n_steps):
        state = verlet_step(state, params, dt)
    return state


if __name__ == "__main__":
    for k in [50.0, 100.0, 200.0]:
        params = {"k": jnp.float32(k), "rest": jnp.float32(1.0 / 9)}
        final = rollout(params)
        print(k, float(final["x"][-1, 1]))
