import jax.numpy as jnp
import numpy as np

from ladder import ladder_update


def main():
    rng = np.random.default_rng(2)
    ladders = {"solo": jnp.zeros(100, jnp.float32), "flex": jnp.zeros(100, jnp.float32)}
    for hour in range(12):
        queue = "solo" if rng.random() < 0.6 else "flex"
        a = rng.choice(100, 50, replace=False).astype(np.int32)
        b = np.setdiff1d(np.arange(100), a).astype(np.int32)
        won = rng.integers(0, 2, 50).astype(np.float32)
        ladders[queue] = ladder_update(ladders[queue], a, b, won, queue=queue)
    print({q: float(v.std()) for q, v in ladders.items()})


if __name__ == "__main__":
    main()
