import jax
import numpy as np

from buffer import GameBuffer
from learner import init, train_step, tx


def fake_selfplay(rng, plies=9):
    obs = rng.choice([-1.0, 0.0, 1.0], size=(plies, 9)).astype(np.float32)
    pi = rng.dirichlet(np.ones(9), size=plies).astype(np.float32)
    return obs, pi, np.full(plies, rng.choice([-1.0, 0.0, 1.0]), np.float32)


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    buffer = GameBuffer(1024, (9,), 9)
    for it in range(4):
        for _ in range(8):
            buffer.extend(*fake_selfplay(rng))
        for step in range(4):
            batch = buffer.sample_recent(32) if step % 2 else buffer.sample(32)
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(f"iter {it} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
