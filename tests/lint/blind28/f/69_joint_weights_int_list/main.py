import jax.numpy as jnp
import numpy as np

from config import PROFILES
from metrics import weighted_mpjpe


def main():
    rng = np.random.default_rng(0)
    target = rng.normal(size=(50, 21, 3)).astype(np.float32)
    for model_name in ("regressor_a", "regressor_b"):
        pred = target + rng.normal(scale=0.1, size=target.shape).astype(np.float32)
        for profile, cfg in PROFILES.items():
            w = jnp.asarray(cfg["joint_weights"])
            print(model_name, profile, float(weighted_mpjpe(pred, target, w)))


if __name__ == "__main__":
    main()
