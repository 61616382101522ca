import jax
import numpy as np

from cartpole import CartPole
from reinforce import discounted_returns, init_policy, policy_gradient_step

EPISODES = 6
GAMMA = 0.99


def run_episode(env, params, rng):
    obs_list, act_list, rew_list = [], [], []
    obs, done = env.reset(), False
    w1, w2 = np.asarray(params["w1"]), np.asarray(params["w2"])
    while not done:
        logits = np.tanh(obs @ w1) @ w2
        p = np.exp(logits - logits.max()); p /= p.sum()
        action = int(rng.choice(2, p=p))
        next_obs, reward, done = env.step(action)
        obs_list.append(obs); act_list.append(action); rew_list.append(reward)
        obs = next_obs
    return np.stack(obs_list), np.asarray(act_list, np.int32), np.asarray(rew_list, np.float32)


def main():
    env = CartPole(seed=0)
    rng = np.random.default_rng(0)
    params = init_policy(jax.random.PRNGKey(0))
    for ep in range(EPISODES):
        obs, actions, rewards = run_episode(env, params, rng)
        returns = discounted_returns(rewards, GAMMA)
        params, loss = policy_gradient_step(params, obs, actions, returns)
        print(f"episode {ep} length {len(rewards)} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
