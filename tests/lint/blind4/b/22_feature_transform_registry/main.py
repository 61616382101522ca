import jax
import jax.numpy as jnp
import numpy as np

from transforms import TRANSFORMS


def main():
    rng = np.random.default_rng(0)
    table = jnp.asarray(rng.lognormal(size=(100, 5)).astype(np.float32))
    target = table @ jnp.arange(1.0, 6.0)
    for name, fn in TRANSFORMS.items():
        feats = jax.jit(fn)(table)
        corr = jnp.corrcoef(feats[:, 0], target)[0, 1]
        print(f"{name:>10}: corr(col0, target) = {float(corr):.3f}")


if __name__ == "__main__":
    main()
