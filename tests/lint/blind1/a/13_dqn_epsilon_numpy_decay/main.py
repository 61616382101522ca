import jax
import numpy as np

from qnet import epsilon_greedy, init_qnet

NUM_ENVS = 8
OBS_DIM, NUM_ACTIONS = 6, 4
ITERATIONS = 6
EPS_START, EPS_MIN, EPS_DECAY = 1.0, 0.05, 0.7


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = init_qnet(key, OBS_DIM, NUM_ACTIONS)
    epsilon = EPS_START
    obs = rng.normal(size=(NUM_ENVS, OBS_DIM)).astype(np.float32)
    for it in range(ITERATIONS):
        key, sub = jax.random.split(key)
        actions = np.asarray(epsilon_greedy(params, obs, sub, epsilon))
        obs = (0.9 * obs + 0.1 * rng.normal(size=obs.shape)).astype(np.float32)
        epsilon = np.maximum(epsilon * EPS_DECAY, EPS_MIN)
        print(f"iter {it}: epsilon={epsilon:.3f} actions={actions.tolist()}")


if __name__ == "__main__":
    main()
