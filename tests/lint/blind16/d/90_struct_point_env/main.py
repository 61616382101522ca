import jax
import jax.numpy as jnp

from env import reset, step

MAX_STEPS = 10


def main():
    key = jax.random.PRNGKey(0)
    for episode in range(2):
        key, sub = jax.random.split(key)
        state = reset(sub)
        ret = 0.0
        while state.t < MAX_STEPS:
            action = -state.pos
            state, r = step(state, action)
            ret += float(r)
        print(episode, round(ret, 3))


if __name__ == "__main__":
    main()
