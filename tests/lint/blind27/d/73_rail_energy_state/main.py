import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import EnergyState


@jax.jit
def energy_train_step(state, x, y):
    def loss(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(state.params)
    return state.apply_gradients(g), l


def main():
    rng = np.random.default_rng(0)
    # speed, gradient, mass, stops per km
    x = rng.normal(size=(128, 4)).astype(np.float32)
    y = (x @ np.array([2.0, 3.5, 1.0, 0.7]) + 10).astype(np.float32)
    state = EnergyState.create({"w": jnp.zeros(4), "b": jnp.zeros(())}, optax.adam(0.1))
    for i in range(6):
        state, l = energy_train_step(state, x, y)
    print(state.step, float(l))


if __name__ == "__main__":
    main()
