import jax.numpy as jnp
import numpy as np

from filters import KalmanTracker

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    true_pos = 0.3 * np.arange(8) * 0.1 * 10
    meas = true_pos + rng.normal(scale=0.5, size=true_pos.shape)
    kf = KalmanTracker()
    for z in meas:
        est = kf.update(jnp.array([z], dtype=jnp.float32))
        print(f"z={z:+.3f} pos={float(est[0]):+.3f} vel={float(est[1]):+.3f}")
