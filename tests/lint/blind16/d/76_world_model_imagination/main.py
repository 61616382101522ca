import jax
import numpy as np

import world_model as wm

OBS = 6


def choose_action(rng, q, epsilon):
    if rng.uniform() < epsilon:
        return rng.integers(wm.N_ACTIONS)
    return int(np.argmax(q))


def main():
    rng = np.random.default_rng(0)
    params = wm.init(jax.random.PRNGKey(0), OBS)
    obs = np.zeros(OBS, np.float32)
    for t in range(12):
        q = rng.normal(size=wm.N_ACTIONS)
        a = choose_action(rng, q, epsilon=0.3)
        obs = wm.imagine_step(params, obs, a)
    print(np.asarray(obs).round(3))


if __name__ == "__main__":
    main()
