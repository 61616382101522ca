import jax.numpy as jnp

from detector import zscore_alarm
from stream import ALL_SENSORS, shift_stream


def main():
    limit = jnp.float32(2.5)
    for shift, online, block in shift_stream(seed=3):
        peak, alarm = zscore_alarm(jnp.asarray(block), jnp.asarray(online, jnp.float32), limit)
        flagged = [name for name, a in zip(ALL_SENSORS, alarm.tolist()) if a]
        print(shift, int(online.sum()), flagged, float(peak.max()))


if __name__ == "__main__":
    main()
