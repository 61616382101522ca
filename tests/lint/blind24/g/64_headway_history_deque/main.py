import jax
import jax.numpy as jnp
import numpy as np

from history import HeadwayWindow


@jax.jit
def gap_alert(window, scheduled):
    ratio = window / scheduled
    return jax.nn.sigmoid(3.0 * (ratio.max() - 1.5) + (window[-1] - window[0]) / scheduled)


def main():
    rng = np.random.default_rng(9)
    win = HeadwayWindow(size=6, scheduled=9.0)
    for arrival in range(10):
        win.push(float(rng.gamma(9.0, 1.0)))
        alert = gap_alert(win.as_array(), jnp.float32(9.0))
        print(arrival, round(float(alert), 3))


if __name__ == "__main__":
    main()
