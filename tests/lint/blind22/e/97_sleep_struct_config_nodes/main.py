import jax
import jax.numpy as jnp
import numpy as np

from config import config_for_user


@jax.jit
def score_night(p_wake, cfg):
    wake = p_wake > cfg.wake_threshold
    k = cfg.rescore_minutes
    # Webster rescoring: short sleep bouts surrounded by wake become wake
    run = jnp.convolve(wake.astype(jnp.float32), jnp.ones(k), mode="same")
    wake = wake | (run >= k - 1)
    return jnp.sum(~wake)


def main():
    rng = np.random.default_rng(0)
    profiles = [{"sleep_efficiency_bucket": b} for b in (0, 1, 2, 1, 3)]
    for profile in profiles:
        p_wake = rng.beta(1.0, 3.0, size=480).astype(np.float32)
        cfg = config_for_user(profile)
        print(profile, int(score_night(p_wake, cfg)), "min asleep")


if __name__ == "__main__":
    main()
