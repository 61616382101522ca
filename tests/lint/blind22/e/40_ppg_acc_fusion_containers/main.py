import jax.numpy as jnp
import numpy as np

from fusion import motion_robust_hr
from monitor import LiveMonitor

WIN = 200


def recorded_windows(n, batch=1, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield (rng.standard_normal((batch, WIN)).astype(np.float32),
               rng.standard_normal((batch, WIN, 3)).astype(np.float32))


def main():
    params = {"w": jnp.array([40.0, 300.0]), "b": jnp.array(60.0)}
    # offline pass over the recorded backlog
    for ppg, acc in recorded_windows(3):
        hr = motion_robust_hr(params, (ppg, acc))
    print("backlog", np.round(np.asarray(hr), 1))
    # then live windows one at a time
    mon = LiveMonitor(params)
    for ppg, acc in recorded_windows(4, seed=1):
        mon.on_window(ppg[0], acc[0])
    print("live", np.round(mon.estimates, 1))


if __name__ == "__main__":
    main()
