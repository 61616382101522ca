import jax

from agent import Agent
from env import BalanceEnv

NUM_EPISODES = 3


def run_episode(env, agent, key):
    obs = env.reset()
    total_reward, done = 0.0, False
    while not done:
        key, sub = jax.random.split(key)
        action = agent.select_action(sub, obs)
        obs, reward, done = env.step(action)
        total_reward += reward
    return total_reward, key


def main():
    env = BalanceEnv(max_steps=5)
    agent = Agent(obs_dim=4)
    key = jax.random.PRNGKey(42)
    for episode in range(NUM_EPISODES):
        ret, key = run_episode(env, agent, key)
        print(f"episode {episode}: return={ret}")


if __name__ == "__main__":
    main()
