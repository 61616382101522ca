import jax
import numpy as np

from model import init, next_action

OBS, ACT, MAX_CONTEXT = 3, 1, 8


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0), OBS, ACT)
    obs_hist, rtg_hist = [], []
    obs = rng.normal(size=OBS).astype(np.float32)
    rtg = 10.0
    for t in range(12):
        obs_hist.append(obs)
        rtg_hist.append(rtg)
        obs_seq = np.stack(obs_hist[-MAX_CONTEXT:])
        rtg_seq = np.asarray(rtg_hist[-MAX_CONTEXT:], np.float32)
        a = np.asarray(next_action(params, obs_seq, rtg_seq))
        obs = (0.9 * obs + 0.1 * a.sum()).astype(np.float32)
        rtg -= float(-np.abs(obs).sum())
    print(obs.round(3))


if __name__ == "__main__":
    main()
