import numpy as np
import jax
import jax.numpy as jnp

OBS_DIM, N_ACTIONS = 4, 3


def init_shared_policy(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (2 * OBS_DIM, 16)) * 0.3, "w2": jax.random.normal(k2, (16, N_ACTIONS)) * 0.3}


@jax.jit
def team_actions(params, key, agent_obs):
    # each agent sees its own observation plus the team mean
    team_ctx = jnp.broadcast_to(agent_obs.mean(0), agent_obs.shape)
    logits = jnp.tanh(jnp.concatenate([agent_obs, team_ctx], -1) @ params["w1"]) @ params["w2"]
    return jax.random.categorical(key, logits)


def spawn_team(rng):
    n_agents = int(rng.integers(2, 9))
    return rng.normal(size=(n_agents, OBS_DIM)).astype(np.float32)


def main():
    rng = np.random.default_rng(1)
    params = init_shared_policy(jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    for episode in range(6):
        obs = spawn_team(rng)
        key, sub = jax.random.split(key)
        actions = team_actions(params, sub, obs)
        print(f"episode {episode} team size {len(obs)} actions {np.asarray(actions).tolist()}")


if __name__ == "__main__":
    main()
