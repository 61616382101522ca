import jax
import jax.numpy as jnp
import numpy as np

STATUS_CODES = {"ok": 0, "late_start": 1, "cancelled": 2}


def load_day(rng, n=300):
    status = rng.choice(list(STATUS_CODES), n, p=[0.7, 0.1, 0.2])
    return {
        "sched": jnp.asarray(rng.uniform(0, 1440, n), jnp.float32),
        "delay": jnp.asarray(rng.gamma(2.0, 1.5, n), jnp.float32),
        "status": jnp.asarray([STATUS_CODES[s] for s in status], jnp.int32),
    }


@jax.jit
def otp_report(day):
    ran = (day["status"] != STATUS_CODES["cancelled"]).astype(jnp.float32)
    on_time = (day["delay"] <= 5.0).astype(jnp.float32)
    peak = (((day["sched"] > 420) & (day["sched"] < 570)) | ((day["sched"] > 960) & (day["sched"] < 1110)))
    peak = peak.astype(jnp.float32) * ran
    return {
        "otp": jnp.sum(on_time * ran) / jnp.sum(ran),
        "peak_otp": jnp.sum(on_time * peak) / jnp.maximum(jnp.sum(peak), 1.0),
        "cancelled": jnp.sum(1.0 - ran),
    }


def main():
    rng = np.random.default_rng(12)
    for d in range(5):
        rep = otp_report(load_day(rng))
        print(d, {k: round(float(v), 3) for k, v in rep.items()})


if __name__ == "__main__":
    main()
