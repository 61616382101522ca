import jax
import jax.numpy as jnp
import numpy as np

NETWORK = {
    "STA1": (0.0, 0.0), "STA2": (12.0, 3.0), "STA3": (5.0, 15.0), "STA4": (-8.0, 9.0),
}


@jax.jit
def beam_power(traces, station_xy, slowness, dt):
    powers = []
    for k in range(slowness.shape[0]):
        stacked = 0.0
        for i, xy in enumerate(station_xy):
            delay = jnp.dot(xy, slowness[k]) / dt
            shift = jnp.round(delay).astype(jnp.int32)
            stacked = stacked + jnp.roll(traces[i], -shift)
        powers.append(jnp.mean(stacked ** 2))
    return jnp.stack(powers)


def station_coords(names):
    return [jnp.asarray(NETWORK[n], jnp.float32) for n in names]


def main():
    rng = np.random.default_rng(9)
    slowness = jnp.asarray([[sx, sy] for sx in (-0.2, 0.0, 0.2) for sy in (-0.2, 0.0, 0.2)], jnp.float32)
    names = sorted(NETWORK)
    for hour in range(4):
        traces = jnp.asarray(rng.standard_normal((4, 600)), jnp.float32)
        p = beam_power(traces, station_coords(names), slowness, 0.05)
        print(hour, int(jnp.argmax(p)))


if __name__ == "__main__":
    main()
