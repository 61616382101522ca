"""Independent Q-learners for a team of agents in a repeated coordination game."""
import jax
import jax.numpy as jnp
import numpy as np

from exploration import EpsilonSchedule

N_AGENTS, N_ACTIONS, N_ENVS = 3, 4, 16
LR = 0.2


@jax.jit
def select_actions(q_tables, key, epsilon):
    greedy = jnp.argmax(q_tables, axis=-1)                       # [agents]
    k1, k2 = jax.random.split(key)
    random = jax.random.randint(k1, (N_ENVS, N_AGENTS), 0, N_ACTIONS)
    explore = jax.random.uniform(k2, (N_ENVS, N_AGENTS)) < epsilon
    return jnp.where(explore, random, greedy[None, :])


@jax.jit
def q_update(q_tables, actions, rewards):
    onehot = jax.nn.one_hot(actions, N_ACTIONS)                  # [envs, agents, actions]
    target = rewards[:, None, None] * onehot
    counts = onehot.sum(0)
    mean_target = target.sum(0) / jnp.maximum(counts, 1.0)
    return jnp.where(counts > 0, q_tables + LR * (mean_target - q_tables), q_tables)


def team_reward(actions):
    # the team is paid when everyone picks the same action; action 2 pays most
    agree = np.all(actions == actions[:, :1], axis=1)
    return np.where(agree, np.where(actions[:, 0] == 2, 1.0, 0.5), 0.0).astype(np.float32)


def main():
    q_tables = jnp.zeros((N_AGENTS, N_ACTIONS))
    schedule = EpsilonSchedule()
    epsilon = schedule.value
    key = jax.random.PRNGKey(0)
    for it in range(6):
        key, sub = jax.random.split(key)
        actions = select_actions(q_tables, sub, epsilon)
        rewards = team_reward(np.asarray(actions))
        q_tables = q_update(q_tables, actions, jnp.asarray(rewards))
        print(f"iter {it}: eps {float(epsilon):.3f} mean team reward {rewards.mean():.3f}")
        epsilon = schedule.step()


if __name__ == "__main__":
    main()
