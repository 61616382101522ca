import numpy as np
import jax
import jax.numpy as jnp

from buffer import RingBuffer


@jax.jit
def weighted_linear_forecast(t, mag, err, t_next):
    w = 1.0 / err ** 2
    tm = jnp.sum(w * t) / jnp.sum(w)
    mm = jnp.sum(w * mag) / jnp.sum(w)
    slope = jnp.sum(w * (t - tm) * (mag - mm)) / jnp.maximum(jnp.sum(w * (t - tm) ** 2), 1e-6)
    pred = mm + slope * (t_next - tm)
    resid = jnp.sqrt(jnp.sum(w * (mag - mm - slope * (t - tm)) ** 2) / jnp.sum(w))
    return pred, resid


def main():
    rng = np.random.default_rng(4)
    buf = RingBuffer(16)
    t = np.float32(0.0)
    flagged = 0
    for i in range(50):
        t = np.float32(t + rng.uniform(0.5, 1.5))
        mag = np.float32(19.0 - 0.01 * t + rng.normal(0, 0.03) - (1.0 if i in (30, 44) else 0.0))
        if buf.n >= 3:
            pred, resid = weighted_linear_forecast(*buf.arrays(), t)
            if abs(mag - float(pred)) > 0.5:
                flagged += 1
                print(f"epoch {i}: brightening by {float(pred) - mag:.2f} mag")
        buf.push(t, mag, np.float32(0.03))
    print(f"{flagged} alerts raised over {buf.n} epochs")


if __name__ == "__main__":
    main()
