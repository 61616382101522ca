import jax
import jax.numpy as jnp

from envs import PursuitEnv, env_step


def greedy_actions(agents, prey, noise):
    direction = prey - agents
    return direction / (jnp.linalg.norm(direction, axis=-1, keepdims=True) + 1e-6) + noise


def main():
    env = PursuitEnv(n_agents=3)
    key = jax.random.PRNGKey(0)
    for episode in range(4):
        key, reset_key = jax.random.split(key)
        agents, prey = env.reset(reset_key)
        total = 0.0
        for t in range(6):
            key, k = jax.random.split(key)
            actions = greedy_actions(agents, prey, 0.3 * jax.random.normal(k, agents.shape))
            agents, rewards, done = env_step(agents, prey, actions, env_params=env.params)
            total += float(rewards.sum())
            if bool(done):
                break
        print(f"episode {episode}: team return {total:.2f} steps {t + 1}")


if __name__ == "__main__":
    main()
