import numpy as np

from trainer import BCTrainer

OBS, ACT = 9, 3


def run(seed, steps=4):
    rng = np.random.default_rng(seed)
    trainer = BCTrainer(OBS, ACT, hidden=64, lr=1e-3, seed=seed)
    for _ in range(steps):
        obs = rng.normal(size=(32, OBS)).astype(np.float32)
        act = np.tanh(obs[:, :ACT])
        loss = trainer.step(obs, act)
    return float(loss)


if __name__ == "__main__":
    for seed in (0, 1, 2):
        print("seed", seed, "final loss", run(seed))
