import jax.numpy as jnp
import numpy as np

from tracker import locate_next_stop, remaining_minutes


def main():
    rng = np.random.default_rng(0)
    stop_km = jnp.asarray(np.cumsum(rng.uniform(0.3, 0.9, 25)), jnp.float32)
    position = 0.0
    next_stop = 0
    for ping in range(8):
        eta = remaining_minutes(stop_km, jnp.float32(18.0), jnp.float32(position), next_stop)
        print(ping, int(next_stop), round(float(eta[-1]), 1))
        position += float(rng.uniform(0.5, 1.5))
        next_stop = locate_next_stop(stop_km, position)


if __name__ == "__main__":
    main()
