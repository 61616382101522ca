import jax.numpy as jnp
import numpy as np

from api import handle


def main():
    rng = np.random.default_rng(0)
    item_table = jnp.asarray(rng.normal(size=(300, 16)), jnp.float32)
    limits = [10, 5, 20, None, 8, 12]
    for lim in limits:
        req = {"user_vec": jnp.asarray(rng.normal(size=16), jnp.float32),
               "seen": jnp.asarray(rng.random(300) < 0.1)}
        if lim is not None:
            req["limit"] = lim
        print(handle(req, item_table)[:3])


if __name__ == "__main__":
    main()
