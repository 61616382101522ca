import jax
import numpy as np

from policy import QNetwork, boltzmann_actions
from schedules import ExponentialAnneal

N_ENVS, OBS_DIM, N_ACTIONS = 16, 4, 3


def collect(qnet, key, episodes, anneal):
    counts = np.zeros(N_ACTIONS, dtype=int)
    rng = np.random.default_rng(0)
    for ep in range(episodes):
        obs = rng.normal(size=(N_ENVS, OBS_DIM)).astype(np.float32)
        key, sub = jax.random.split(key)
        tau = anneal.temperature(ep)
        actions = boltzmann_actions(qnet, obs, sub, tau)
        counts += np.bincount(np.asarray(actions), minlength=N_ACTIONS)
    return counts


if __name__ == "__main__":
    qnet = QNetwork(OBS_DIM, N_ACTIONS, jax.random.PRNGKey(0))
    anneal = ExponentialAnneal(start=2.0, end=0.1, decay_episodes=10)
    print(collect(qnet, jax.random.PRNGKey(1), episodes=4, anneal=anneal))
