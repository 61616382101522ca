import jax
import numpy as np

from config import DetectorConfig
from detector import init_detector, flag_players


def main():
    cfg = DetectorConfig()
    params = init_detector(jax.random.PRNGKey(0), cfg)
    rng = np.random.default_rng(7)
    total_flags = 0
    for server in range(6):
        # (players, ticks in window, features)
        feats = rng.normal(size=(40, cfg.window, cfg.n_features)).astype(np.float32)
        score, flags = flag_players(params, feats, threshold=cfg.flag_threshold)
        total_flags += int(flags.sum())
    print("flagged", total_flags)


if __name__ == "__main__":
    main()
