import jax.numpy as jnp
import numpy as np

from config import MixConfig
from dsp import apply_gain, loudness_db


def normalize_track(x, cfg):
    gain = cfg.target_lufs - loudness_db(x)
    return apply_gain(x, jnp.asarray(gain, jnp.float32), ceiling=cfg.limiter_ceiling)


def main():
    cfg = MixConfig()
    rng = np.random.default_rng(1)
    levels = [0.05, 0.1, 0.2, 0.4, 0.8, 0.3]
    for level in levels:
        x = (level * rng.standard_normal(4096)).astype(np.float32)
        y = normalize_track(x, cfg)
        print(f"in {level:.2f} -> out rms {float(np.sqrt(np.mean(np.asarray(y) ** 2))):.4f}")


if __name__ == "__main__":
    main()
