import jax
import numpy as np

from pbt import Member, exploit_and_explore
from train import init_member


def expert_batch(rng, n=64):
    obs = rng.normal(size=(n, 6)).astype(np.float32)
    actions = np.argmax(obs[:, :3] - obs[:, 3:], axis=1).astype(np.int32)
    return obs, actions


def main():
    rng = np.random.default_rng(0)
    keys = jax.random.split(jax.random.PRNGKey(0), 3)
    population = [Member(init_member(k), lr) for k, lr in zip(keys, [1e-3, 3e-3, 1e-2])]
    for m in population:
        m.reset_optimizer()
    for generation in range(3):
        for m in population:
            for _ in range(4):
                obs, actions = expert_batch(rng)
                m.params, m.opt_state, loss = m.step_fn(m.params, m.opt_state, obs, actions)
            m.score = -float(loss)
        print(generation, [round(m.score, 3) for m in population])
        exploit_and_explore(population, rng)


if __name__ == "__main__":
    main()
