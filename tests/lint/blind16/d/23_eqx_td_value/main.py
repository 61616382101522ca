import equinox as eqx
import jax
import numpy as np

from model import ValueNet
from train import discount_schedule, opt, td_step

OBS, B = 3, 16


def main():
    rng = np.random.default_rng(0)
    model = ValueNet(OBS, jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for step in range(12):
        obs = rng.normal(size=(B, OBS)).astype(np.float32)
        next_obs = obs + 0.1 * rng.normal(size=(B, OBS)).astype(np.float32)
        rew = -np.linalg.norm(obs, axis=1).astype(np.float32)
        done = (rng.uniform(size=B) < 0.05).astype(np.float32)
        gamma = discount_schedule(step)
        model, opt_state, loss = td_step(model, opt_state, obs, rew, next_obs, done, gamma)
    print(float(loss))


if __name__ == "__main__":
    main()
