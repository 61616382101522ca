import jax
import numpy as np

from policy import QPolicy, act

NUM_ENVS, OBS_DIM, N_ACTIONS = 8, 4, 2
EPS_START, EPS_END, EPS_DECAY = 1.0, 0.05, 0.7


def main():
    rng = np.random.default_rng(0)
    policy = QPolicy(OBS_DIM, N_ACTIONS, jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    epsilon = EPS_START
    for step in range(6):
        obs = rng.normal(size=(NUM_ENVS, OBS_DIM)).astype(np.float32)
        key, sub = jax.random.split(key)
        actions = act(policy, obs, sub, epsilon)
        print(f"step {step}: epsilon {epsilon:.3f} actions {np.asarray(actions).tolist()}")
        epsilon = max(EPS_END, epsilon * EPS_DECAY)


if __name__ == "__main__":
    main()
