import jax

from agent import act, init
from env import MiniCheckers


def main():
    key = jax.random.PRNGKey(0)
    params = init(key)
    env = MiniCheckers()
    for episode in range(2):
        state = env.reset()
        for t in range(10):
            key, sub = jax.random.split(key)
            action = int(act(params, state, sub))
            state = env.step(action)
        print(f"episode {episode} pieces {int((state.board != 0).sum())}")


if __name__ == "__main__":
    main()
