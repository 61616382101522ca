import jax
import numpy as np

from diagnostics import explained_variance
from gae import compute_gae
from networks import init_critic

NUM_ENVS, HORIZON, OBS_DIM = 4, 8, 3


def fake_rollout(rng):
    obs = rng.normal(size=(HORIZON, NUM_ENVS, OBS_DIM)).astype(np.float32)
    return ({"obs": obs,
             "rewards": rng.uniform(size=(HORIZON, NUM_ENVS)).astype(np.float32),
             "dones": (rng.uniform(size=(HORIZON, NUM_ENVS)) < 0.1).astype(np.float32)},
            rng.normal(size=(NUM_ENVS, OBS_DIM)).astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    params = init_critic(jax.random.PRNGKey(0), OBS_DIM)
    for update in range(5):
        traj, last_obs = fake_rollout(rng)
        adv, returns = compute_gae(params, traj, last_obs)
        ev = explained_variance(params, traj, returns)
        print(f"update {update} adv mean {adv.mean():.3f} explained variance {ev:.3f}")


if __name__ == "__main__":
    main()
