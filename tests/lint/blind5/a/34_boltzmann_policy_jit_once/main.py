import numpy as np
import jax
import jax.numpy as jnp

from policies import make_actor, q_learning_update

N_STATES, N_ACTIONS = 8, 2


class CliffWalk1D:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.s = 1
        return self.s

    def step(self, a):
        self.s = self.s + (1 if a == 1 else -1)
        if self.s <= 0:
            return 0, -1.0, True, {}
        if self.s >= N_STATES - 1:
            return N_STATES - 1, 1.0, True, {}
        return self.s, -0.01, False, {}


def main():
    env = CliffWalk1D(34)
    key = jax.random.PRNGKey(34)
    q = jnp.zeros((N_STATES, N_ACTIONS))
    actor = make_actor(N_ACTIONS)
    alpha = jnp.asarray(0.5, jnp.float32)
    gamma = jnp.asarray(0.95, jnp.float32)
    temperature = 1.0
    for episode in range(5):
        s, done, ret, steps = env.reset(), False, 0.0, 0
        while not done and steps < 12:
            key, sub = jax.random.split(key)
            a = int(actor(q, s, sub, jnp.float32(temperature)))
            s_next, r, done, _ = env.step(a)
            q = q_learning_update(q, s, a, jnp.float32(r), s_next, alpha, gamma)
            s, ret, steps = s_next, ret + r, steps + 1
        temperature = max(0.1, temperature * 0.6)
        print(f"episode {episode} return {ret:.2f} temperature {temperature:.2f}")


if __name__ == "__main__":
    main()
