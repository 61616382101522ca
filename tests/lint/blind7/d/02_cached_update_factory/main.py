import jax
import jax.numpy as jnp
import numpy as np

from agent import init_policy, make_reinforce_update

OBS_DIM, N_ACTIONS, HORIZON = 4, 2, 32


def collect_rollout(rng, params):
    obs = rng.normal(size=(HORIZON, OBS_DIM)).astype(np.float32)
    actions = rng.integers(0, N_ACTIONS, size=HORIZON)
    rewards = rng.normal(size=HORIZON).astype(np.float32)
    returns = np.cumsum(rewards[::-1])[::-1].copy()
    return jnp.asarray(obs), jnp.asarray(actions), jnp.asarray(returns)


def main():
    rng = np.random.default_rng(0)
    params = init_policy(jax.random.PRNGKey(0), OBS_DIM, N_ACTIONS)
    lr = 1e-2
    for episode in range(6):
        obs, actions, returns = collect_rollout(rng, params)
        update = make_reinforce_update(lr)
        params = update(params, obs, actions, returns)
        if episode % 2 == 0:
            print(f"episode {episode} return {float(returns[0]):.3f}")


if __name__ == "__main__":
    main()
