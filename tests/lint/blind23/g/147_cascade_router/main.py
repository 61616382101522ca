import jax.numpy as jnp
import numpy as np

from routers import router_for

REACHES = [("upper", 3, 0.4), ("middle", 3, 0.25), ("lower", 3, 0.15), ("estuary", 3, 0.1)]


def main():
    t = np.arange(96, dtype=np.float32)
    q = jnp.asarray(5 + 60 * np.exp(-((t - 12) / 4) ** 2), jnp.float32)
    for name, n_res, k in REACHES:
        q = router_for(n_res)(q, k)
        print(f"{name:>8}: peak {float(q.max()):.2f} at hour {int(q.argmax())}")


if __name__ == "__main__":
    main()
