import numpy as np

from trainer import BCConfig, init_state, update

OBS, ACT = 9, 3


def run(cfg, seed, steps=4):
    rng = np.random.default_rng(seed)
    params, opt_state = init_state(cfg, seed)
    for _ in range(steps):
        obs = rng.normal(size=(32, OBS)).astype(np.float32)
        act = np.tanh(obs[:, :ACT])
        params, opt_state, loss = update(params, opt_state, obs, act, cfg=cfg)
    return float(loss)


if __name__ == "__main__":
    cfg = BCConfig(obs_dim=OBS, act_dim=ACT, hidden=64, lr=1e-3)
    for seed in (0, 1, 2):
        print("seed", seed, "final loss", run(cfg, seed))
