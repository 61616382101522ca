import jax
import jax.numpy as jnp

from augment import augment
from config import AugConfig, ramp

WARMUP = 4


def main():
    cfg = AugConfig()
    key = jax.random.PRNGKey(0)
    spec = jnp.ones((32, 20))
    for step in range(6):
        key, sub = jax.random.split(key)
        width, noise = ramp(cfg, step, WARMUP)
        out = augment(spec, sub, cfg, width, noise)
        print(step, int(width), float(out.mean()))


if __name__ == "__main__":
    main()
