import jax.numpy as jnp
import numpy as np

from context import SigningContext
from model import attend_window


def main():
    rng = np.random.default_rng(0)
    q = jnp.asarray(rng.normal(size=63), jnp.float32)
    ctx = SigningContext()
    for step in range(5):
        buf, valid = ctx.append(rng.normal(size=(6, 63)).astype(np.float32))
        summary = attend_window(buf, valid, q)
        print(step, int(valid.sum()), float(summary.mean()))


if __name__ == "__main__":
    main()
