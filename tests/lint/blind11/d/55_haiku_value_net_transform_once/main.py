import numpy as np

from nets import ValueFunction

OBS_DIM, BATCH = 4, 64


def sample_transitions(rng):
    obs = rng.normal(size=(BATCH, OBS_DIM)).astype(np.float32)
    next_obs = (0.9 * obs + 0.1 * rng.normal(size=obs.shape)).astype(np.float32)
    rewards = -np.linalg.norm(obs, axis=-1).astype(np.float32)
    return obs, rewards, next_obs


def main():
    rng = np.random.default_rng(0)
    vf = ValueFunction(OBS_DIM)
    for it in range(5):
        loss = vf.fitted_value_iteration_step(*sample_transitions(rng))
        print(f"iteration {it} bellman error {float(loss):.4f}")


if __name__ == "__main__":
    main()
