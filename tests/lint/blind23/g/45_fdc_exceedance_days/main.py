import jax.numpy as jnp
import numpy as np

from signatures import exceedance_days, station_thresholds


def main():
    rng = np.random.default_rng(27)
    for st in range(5):
        flow = jnp.asarray(rng.lognormal(2.0 + 0.3 * st, 0.8, 365).astype(np.float32))
        thr = station_thresholds(flow)
        days = exceedance_days(flow, thresholds=thr)
        print(f"station {st}: thresholds {thr} -> days {np.asarray(days)}")


if __name__ == "__main__":
    main()
