import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def minutes_to_terminal(stop_km, speed_kmh, current_km, next_stop):
    idx = jnp.arange(stop_km.shape[0])
    remaining = jnp.where(idx >= next_stop, stop_km, 0.0).max() - current_km
    return jnp.maximum(remaining, 0.0) / speed_kmh * 60.0


def next_stop_index(stop_km, current_km):
    return int(np.searchsorted(np.asarray(stop_km), current_km, side="right"))


def main():
    rng = np.random.default_rng(0)
    stop_km = jnp.asarray(np.cumsum(rng.uniform(0.3, 0.9, 25)), jnp.float32)
    position = 0.0
    nxt = 0
    for ping in range(8):
        eta = minutes_to_terminal(stop_km, jnp.float32(18.0), jnp.float32(position), nxt)
        print(ping, nxt, round(float(eta), 1))
        position += float(rng.uniform(0.5, 1.5))
        nxt = next_stop_index(stop_km, position)


if __name__ == "__main__":
    main()
