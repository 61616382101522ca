import numpy as np

from config import SACConfig
from sac import SACAgent


def main():
    cfg = SACConfig()
    agent = SACAgent(cfg)
    rng = np.random.default_rng(0)
    for it in range(6):
        obs = rng.normal(size=(cfg.batch_size, cfg.obs_dim)).astype(np.float32)
        loss = agent.update(obs)
        print(f"update {it}: actor_loss={loss:.4f} alpha={float(agent.alpha):.4f}")


if __name__ == "__main__":
    main()
