import jax
import numpy as np

from networks import init_q, make_act_fn

NUM_ENVS, OBS_DIM, NUM_ACTIONS = 4, 5, 3
ITERATIONS = 4
EVAL_EVERY = 2


def env_step(obs, actions, rng):
    obs = 0.8 * obs + 0.2 * rng.normal(size=obs.shape).astype(np.float32)
    obs[:, 0] += 0.1 * (actions - 1)
    return obs, -np.abs(obs).sum(1)


def run(params, key, obs, rng, greedy, steps):
    act = make_act_fn(greedy)
    total = 0.0
    for _ in range(steps):
        key, sub = jax.random.split(key)
        actions = np.asarray(act(params, obs, sub))
        obs, rewards = env_step(obs, actions, rng)
        total += rewards.mean()
    return obs, key, total


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = init_q(key, OBS_DIM, NUM_ACTIONS)
    obs = rng.normal(size=(NUM_ENVS, OBS_DIM)).astype(np.float32)
    for it in range(ITERATIONS):
        obs, key, ret = run(params, key, obs, rng, greedy=False, steps=3)
        if it % EVAL_EVERY == 0:
            _, key, eval_ret = run(params, key, obs.copy(), rng, greedy=True, steps=2)
            print(f"iter {it}: explore {ret:.2f} greedy {eval_ret:.2f}")


if __name__ == "__main__":
    main()
