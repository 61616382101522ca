import jax
import numpy as np

from checkpoint import InMemoryCheckpointer
from train import init_state, train_step


def run(state, x, y, steps):
    for _ in range(steps):
        state, loss = train_step(state, x, y)
    return state, float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 6)).astype(np.float32)
    y = np.cos(x[:, :1]).astype(np.float32)
    ckpt = InMemoryCheckpointer()

    state = init_state(jax.random.PRNGKey(0))
    state, loss = run(state, x, y, steps=4)
    ckpt.save(int(state["step"]), state)
    print("stage 1 loss", loss)

    # simulate preemption: start from the last snapshot
    state = ckpt.restore(ckpt.latest_step())
    state, loss = run(state, x, y, steps=4)
    print("resumed at", int(state["step"]), "loss", loss)


if __name__ == "__main__":
    main()
