"""Independent Q-learners for a 3-agent traffic-light coordination task (one-step bandit version)."""
import jax
import jax.numpy as jnp
import numpy as np

from learners import init_q, sgd, td_loss

N_AGENTS, OBS_DIM, N_ACTIONS, BATCH = 3, 5, 2, 32
LR = 0.1


def sample_transitions(rng, agent_id):
    obs = rng.normal(size=(BATCH, OBS_DIM)).astype(np.float32)
    actions = rng.integers(0, N_ACTIONS, BATCH).astype(np.int32)
    queue = obs[:, agent_id] - obs[:, (agent_id + 1) % OBS_DIM]
    rewards = np.where(actions == (queue > 0), 1.0, -queue ** 2).astype(np.float32)
    return obs, actions, rewards


def main():
    rng = np.random.default_rng(0)
    keys = jax.random.split(jax.random.PRNGKey(0), N_AGENTS)
    agents = [init_q(k, OBS_DIM, N_ACTIONS) for k in keys]
    for rnd in range(3):
        losses = []
        for i in range(N_AGENTS):
            obs, actions, rewards = sample_transitions(rng, i)
            update = jax.jit(lambda p, o, a, r: sgd(p, jax.grad(td_loss)(p, o, a, r), LR))
            agents[i] = update(agents[i], obs, actions, rewards)
            losses.append(float(td_loss(agents[i], obs, actions, rewards)))
        print(f"round {rnd}: td losses {np.round(losses, 3).tolist()}")


if __name__ == "__main__":
    main()
