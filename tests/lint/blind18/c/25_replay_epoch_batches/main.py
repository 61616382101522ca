import jax
import numpy as np

from data import ReplayBuffer
from net import init, opt, update

GAME_LENGTHS = [[14, 21, 35], [9, 30, 23, 23], [42, 28, 30]]


def fake_game(rng, length):
    obs = rng.choice([-1.0, 0.0, 1.0], size=(length, 6, 7)).astype(np.float32)
    policy = rng.dirichlet(np.ones(7), size=length).astype(np.float32)
    return obs, policy, float(rng.choice([-1.0, 1.0]))


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    buffer = ReplayBuffer((6, 7))
    for it, lengths in enumerate(GAME_LENGTHS):
        for length in lengths:
            buffer.add_game(*fake_game(rng, length))
        for obs, policy, value in buffer.epoch(32, rng):
            params, opt_state, loss = update(params, opt_state, obs, policy, value)
        print(f"iter {it} buffer {buffer.size} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
