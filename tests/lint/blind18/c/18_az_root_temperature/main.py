import jax
import numpy as np

from config import SearchConfig, temperature_at
from search import root_policy


def main():
    cfg = SearchConfig()
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    for iteration in range(4):
        temperature = temperature_at(iteration)
        for game in range(3):
            key, sub = jax.random.split(key)
            logits = rng.normal(size=(8, cfg.num_actions)).astype(np.float32)
            visits = rng.integers(0, 20, size=(8, cfg.num_actions)).astype(np.float32)
            pi = root_policy(logits, visits, sub, temperature, cfg=cfg)
        print(f"iter {iteration} temp {temperature:.2f} entropy "
              f"{float(-(pi * np.log(pi + 1e-9)).sum(-1).mean()):.3f}")


if __name__ == "__main__":
    main()
