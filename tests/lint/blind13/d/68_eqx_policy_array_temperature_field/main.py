"""Vectorised acting with a Boltzmann Q policy whose temperature anneals per episode."""
import jax
import jax.numpy as jnp
import numpy as np

from policy import BoltzmannQ, act_batch

N_ENVS, OBS_DIM, N_ACTIONS = 16, 4, 3


def main():
    rng = np.random.default_rng(0)
    policy = BoltzmannQ(OBS_DIM, N_ACTIONS, temperature=2.0, key=jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    for episode in range(5):
        obs = jnp.asarray(rng.normal(size=(N_ENVS, OBS_DIM)), jnp.float32)
        key, sub = jax.random.split(key)
        actions = act_batch(policy, obs, sub)
        print(f"episode {episode}: T {float(policy.temperature):.2f} action histogram "
              f"{np.bincount(np.asarray(actions), minlength=N_ACTIONS).tolist()}")
        policy = policy.with_temperature(max(0.05, float(policy.temperature) * 0.6))


if __name__ == "__main__":
    main()
