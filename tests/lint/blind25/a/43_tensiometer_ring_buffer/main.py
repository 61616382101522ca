import jax
import jax.numpy as jnp
import numpy as np

from buffer import ReadingWindow


@jax.jit
def tension_trend(values, valid):
    n = jnp.maximum(valid.sum(), 1.0)
    t = jnp.arange(values.shape[0], dtype=jnp.float32)
    t_mean = (t * valid).sum() / n
    v_mean = (values * valid[:, None]).sum(0) / n
    cov = ((t - t_mean)[:, None] * (values - v_mean) * valid[:, None]).sum(0)
    var = (((t - t_mean) ** 2) * valid).sum()
    return v_mean, cov / jnp.maximum(var, 1e-6)


def main():
    rng = np.random.default_rng(0)
    window = ReadingWindow(capacity=24, n_sensors=4)
    for hour in range(30):
        window.push(rng.normal(30 + 0.8 * hour, 2.0, 4).astype(np.float32))
        if hour % 5 == 4:
            mean, slope = tension_trend(*window.arrays())
            print(f"hour {hour}: mean tension {np.round(np.asarray(mean), 1)} kPa, trend {np.round(np.asarray(slope), 2)}")


if __name__ == "__main__":
    main()
