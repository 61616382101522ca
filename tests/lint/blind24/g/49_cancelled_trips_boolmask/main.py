import jax
import jax.numpy as jnp
import numpy as np

from cleaning import day_of_trips, drop_cancelled


@jax.jit
def on_time_performance(sched, delay):
    peak = ((sched > 420) & (sched < 570)) | ((sched > 960) & (sched < 1110))
    on_time = delay <= 5.0
    return jnp.mean(on_time), jnp.sum(on_time & peak) / jnp.maximum(jnp.sum(peak), 1)


def main():
    rng = np.random.default_rng(12)
    for day in range(5):
        trips = drop_cancelled(day_of_trips(rng))
        otp, peak_otp = on_time_performance(trips["sched"], trips["delay"])
        print(day, len(trips["sched"]), round(float(otp), 3), round(float(peak_otp), 3))


if __name__ == "__main__":
    main()
