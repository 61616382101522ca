import numpy as np
import jax.numpy as jnp

from oscillator import TS, settle_profile


def settling_time(profile, tol=0.02):
    outside = np.nonzero(np.abs(np.asarray(profile)) > tol)[0]
    return float(TS[outside[-1]]) if len(outside) else 0.0


if __name__ == "__main__":
    y0 = jnp.array([1.0, 0.0])
    omega = jnp.float32(2.0)
    for zeta in np.linspace(0.1, 1.0, 6):
        profile = settle_profile(y0, (jnp.float32(zeta), omega))
        print(f"zeta={zeta:.2f} settling time {settling_time(profile):.2f}s")
