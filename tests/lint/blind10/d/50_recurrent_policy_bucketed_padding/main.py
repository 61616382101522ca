import jax
import numpy as np

from batching import pad_trajectories
from gru_policy import init_gru_policy, recurrent_pg_step

OBS_DIM, NUM_ACTIONS = 3, 2


def sample_trajectory(rng):
    # memory task: episode ends at a random time
    length = int(rng.integers(4, 25))
    return {"obs": rng.normal(size=(length, OBS_DIM)).astype(np.float32),
            "actions": rng.integers(0, NUM_ACTIONS, size=length),
            "rewards": rng.uniform(size=length).astype(np.float32)}


def main():
    rng = np.random.default_rng(2)
    params = init_gru_policy(jax.random.PRNGKey(0), OBS_DIM, 8, NUM_ACTIONS)
    for update in range(6):
        trajs = [sample_trajectory(rng) for _ in range(4)]
        params, loss = recurrent_pg_step(params, *pad_trajectories(trajs))
        print(f"update {update} longest {max(len(t['rewards']) for t in trajs)} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
