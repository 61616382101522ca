import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import ClientState

DIM = 4
tx = optax.adam(0.05)


@jax.jit
def personal_update(state, x, y):
    def loss(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)

    g = jax.grad(loss)(state.params)
    updates, opt_state = tx.update(g, state.opt_state, state.params)
    params = optax.apply_updates(state.params, updates)
    return state.replace(params=params, opt_state=opt_state)


def main():
    rng = np.random.RandomState(0)
    init = {"w": jnp.zeros((DIM,)), "b": jnp.zeros(())}
    states = [ClientState(params=init, opt_state=tx.init(init)) for _ in range(3)]
    data = [(jnp.asarray(rng.normal(size=(16, DIM)), jnp.float32),
             jnp.asarray(rng.normal(size=(16,)), jnp.float32)) for _ in states]
    for rnd in range(4):
        for i, (x, y) in enumerate(data):
            states[i] = personal_update(states[i], x, y).bump()
        print(f"round {rnd} b0={float(states[0].params['b']):.4f}")


if __name__ == "__main__":
    main()
