import jax.numpy as jnp

from detector import zscore_alarm
from stream import shift_stream


def main():
    limit = jnp.float32(2.5)
    for shift, active, block in shift_stream(seed=3):
        peak, alarm = zscore_alarm(jnp.asarray(block), limit)
        flagged = [name for name, a in zip(active, alarm.tolist()) if a]
        print(shift, len(active), flagged, float(peak.max()))


if __name__ == "__main__":
    main()
