import jax
import numpy as np

from envs import VecCartPoleLike
from policy import init_mlp, make_greedy_policy

EVAL_EVERY = 2
NUM_UPDATES = 10


def evaluate(params, env, horizon=20):
    policy = make_greedy_policy(params)
    obs = env.reset()
    total = np.zeros(env.num_envs, np.float32)
    for _ in range(horizon):
        actions = policy(obs)
        obs, rew, done = env.step(actions)
        total += rew * (~done)
    return float(total.mean())


def main():
    key = jax.random.PRNGKey(0)
    params = init_mlp(key, [4, 16, 2])
    env = VecCartPoleLike(num_envs=8)
    for update in range(NUM_UPDATES):
        # stand-in for a PPO update
        params = jax.tree_util.tree_map(lambda p: p * 0.99, params)
        if update % EVAL_EVERY == 0:
            ret = evaluate(params, env)
            print(f"update {update:3d}  eval return {ret:.1f}")


if __name__ == "__main__":
    main()
