import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp

CHANNELS = ("ph", "do", "temp", "offgas_o2", "offgas_co2", "capacitance")


class TiterSoftSensor(eqx.Module):
    weights: jax.Array
    bias: jax.Array
    channels: tuple = CHANNELS

    def __init__(self, key):
        self.weights = jax.random.normal(key, (len(CHANNELS),)) * 0.3
        self.bias = jnp.array(1.0)


def channel_mask(hour):
    ok = np.ones(len(CHANNELS), dtype=bool)
    if hour >= 10:
        ok[CHANNELS.index("capacitance")] = False
    if 16 <= hour < 18:
        ok[CHANNELS.index("offgas_o2")] = False
    return ok


@eqx.filter_jit
def estimate_titer(sensor, readings, ok):
    return sensor.bias + jnp.sum(jnp.where(ok, sensor.weights * readings, 0.0))


def main():
    rng = np.random.default_rng(0)
    sensor = TiterSoftSensor(jax.random.PRNGKey(1))
    for hour in range(0, 24, 2):
        readings = rng.normal(size=len(CHANNELS)).astype(np.float32)
        t = estimate_titer(sensor, readings, channel_mask(hour))
        print(f"{hour:2d} h: antibody titer estimate {float(t):.2f} g/L")


if __name__ == "__main__":
    main()
