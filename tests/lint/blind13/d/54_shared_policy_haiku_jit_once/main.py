"""Parameter-shared Q-learning for a 3-agent traffic-light coordination task (one-step version)."""
import jax
import jax.numpy as jnp
import numpy as np

from networks import q_network, td_loss

N_AGENTS, OBS_DIM, N_ACTIONS, BATCH = 3, 5, 2, 32
LR = 0.05

update = jax.jit(lambda p, o, ids, a, r: jax.tree_util.tree_map(
    lambda w, g: w - LR * g, p, jax.grad(td_loss)(p, o, ids, a, r)))


def sample_transitions(rng, agent_id):
    obs = rng.normal(size=(BATCH, OBS_DIM)).astype(np.float32)
    actions = rng.integers(0, N_ACTIONS, BATCH).astype(np.int32)
    queue = obs[:, agent_id] - obs[:, (agent_id + 1) % OBS_DIM]
    rewards = np.where(actions == (queue > 0), 1.0, -queue ** 2).astype(np.float32)
    onehot = np.zeros((BATCH, N_AGENTS), np.float32)
    onehot[:, agent_id] = 1.0
    return obs, onehot, actions, rewards


def main():
    rng = np.random.default_rng(0)
    params = q_network.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS_DIM)), jnp.zeros((1, N_AGENTS)))
    for rnd in range(3):
        for i in range(N_AGENTS):
            obs, onehot, actions, rewards = sample_transitions(rng, i)
            params = update(params, obs, onehot, actions, rewards)
        print(f"round {rnd}: last td loss {float(td_loss(params, obs, onehot, actions, rewards)):.3f}")


if __name__ == "__main__":
    main()
