import jax
import jax.numpy as jnp
import numpy as np

from calibration import DEFAULT_THRESHOLD, recalibrate
from model import WindowAE

WINDOW = 24
model = WindowAE()


@jax.jit
def detect(params, windows, threshold):
    recon = model.apply(params, windows)
    err = jnp.mean((recon - windows) ** 2, axis=-1)
    return err, err > threshold


def sensor_windows(rng, n):
    t = np.arange(WINDOW)
    base = np.sin(t / 3.0)[None, :] + 0.1 * rng.normal(size=(n, WINDOW))
    return base.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, WINDOW)))
    threshold = DEFAULT_THRESHOLD
    for hour in range(5):
        windows = sensor_windows(rng, 32)
        err, alarms = detect(params, windows, threshold)
        print(hour, int(alarms.sum()))
        threshold = recalibrate(err)


if __name__ == "__main__":
    main()
