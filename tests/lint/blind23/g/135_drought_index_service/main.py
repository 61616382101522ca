import jax.numpy as jnp
import numpy as np

from service import DroughtIndexService


def main():
    rng = np.random.default_rng(40)
    svc = DroughtIndexService()
    for region in ["North", "East", "South", "West", "Central"]:
        p = jnp.asarray(rng.gamma(2.0, 35.0, 120).astype(np.float32))
        idx = svc.handle(p)
        print(f"{region:>7}: months in drought {int((idx < -1.0).sum())}")


if __name__ == "__main__":
    main()
