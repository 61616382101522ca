import numpy as np

from rlcore.config import GAEConfig
from rlcore.gae import compute_gae

ROLLOUT_LEN = 16


class RolloutWorker:
    def __init__(self, cfg, seed):
        self.cfg = cfg
        self.rng = np.random.default_rng(seed)

    def rollout(self):
        rewards = self.rng.normal(size=ROLLOUT_LEN).astype(np.float32)
        values = self.rng.normal(size=ROLLOUT_LEN).astype(np.float32)
        dones = (self.rng.random(ROLLOUT_LEN) < 0.1).astype(np.float32)
        return rewards, values, dones, np.float32(self.rng.normal())

    def process(self):
        rewards, values, dones, last_value = self.rollout()
        return compute_gae(rewards, values, dones, last_value, cfg=self.cfg)


def main():
    cfg = GAEConfig(gamma=0.98)
    workers = [RolloutWorker(cfg, seed) for seed in range(3)]
    for it in range(3):
        for w in workers:
            adv, ret = w.process()
        print(f"iter {it}: last adv mean {float(adv.mean()):.3f}")


if __name__ == "__main__":
    main()
