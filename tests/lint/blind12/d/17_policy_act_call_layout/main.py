import jax
import numpy as np

from rlkit.evaluate import evaluate_policy
from rlkit.policy import act, init_gaussian_policy
from rlkit.vec_env import VecPointMass

NUM_ENVS = 8


def collect(params, env, key, steps=10):
    obs = env.reset()
    transitions = []
    for _ in range(steps):
        key, sub = jax.random.split(key)
        action = act(params, obs, sub)
        next_obs, reward = env.step(action)
        transitions.append((obs, np.asarray(action), reward))
        obs = next_obs
    return transitions


def main():
    key = jax.random.PRNGKey(0)
    key, pkey = jax.random.split(key)
    params = init_gaussian_policy(pkey, obs_dim=4, act_dim=2)
    train_env, eval_env = VecPointMass(NUM_ENVS, seed=0), VecPointMass(NUM_ENVS, seed=1)
    for it in range(4):
        key, ckey, ekey, xkey = jax.random.split(key, 4)
        batch = collect(params, train_env, ckey)
        mean_reward = np.mean([r.mean() for _, _, r in batch])
        greedy = evaluate_policy(params, eval_env, ekey)
        noisy = evaluate_policy(params, eval_env, xkey, explore=True)
        print(f"iter {it} train {mean_reward:.3f} eval greedy {greedy:.3f} eval noisy {noisy:.3f}")


if __name__ == "__main__":
    main()
