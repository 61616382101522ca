import jax
import jax.numpy as jnp
import numpy as np

from config import MaskingConfig, schedule
from pretrain import masked_frame_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 40, 63)).astype(np.float32)
    w = jnp.asarray(rng.normal(size=(63, 32)) * 0.1, jnp.float32)
    base = MaskingConfig()
    key = jax.random.PRNGKey(0)
    for epoch in range(4):
        cfg = schedule(base, epoch)
        for i in range(0, 32, 8):
            key, sub = jax.random.split(key)
            w, l = masked_frame_step(w, x[i : i + 8], sub, cfg)
        print(epoch, cfg.mask_ratio, float(l))


if __name__ == "__main__":
    main()
