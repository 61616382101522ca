import jax

from agent import SoftmaxAgent, init_policy
from env import GridWalk

MAX_STEPS = 8


def run_episode(env, agent, key):
    obs = env.reset()
    total = 0.0
    for t in range(MAX_STEPS):
        key, sub = jax.random.split(key)
        action = agent.act(obs, sub)
        obs, reward, done = env.step(action)
        total += reward
        if done:
            break
    return total, t + 1


def main():
    env = GridWalk(seed=1)
    params = init_policy(jax.random.PRNGKey(0), env.obs_dim, env.n_actions)
    agent = SoftmaxAgent(params, temperature=0.5)
    ret, length = run_episode(env, agent, jax.random.PRNGKey(42))
    print(f"return {ret} after {length} steps")


if __name__ == "__main__":
    main()
