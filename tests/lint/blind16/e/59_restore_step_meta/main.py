import jax
import jax.numpy as jnp
import numpy as np
import optax

import state as st
from checkpoints import Snapshotter


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    updates, opt_state = st.tx.update(grads, state.opt_state, state.params)
    params = optax.apply_updates(state.params, updates)
    return state.replace(step=state.step + 1, params=params, opt_state=opt_state), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 6)).astype(np.float32)
    y = rng.normal(size=(32, 2)).astype(np.float32)
    snap = Snapshotter()
    state = st.create(jax.random.PRNGKey(0))
    for i in range(6):
        state, loss = train_step(state, x, y)
        if i == 2:
            snap.save(state)
    print("before restart", int(state.step), float(loss))

    state = snap.restore(st.create(jax.random.PRNGKey(0)))
    for _ in range(3):
        state, loss = train_step(state, x, y)
    print("after restart", int(state.step), float(loss))


if __name__ == "__main__":
    main()
