import jax
import jax.numpy as jnp

from sources import bench_calibration, flight_calibration


@jax.jit
def gauge_fit_step(w, x, y):
    def loss(w):
        return jnp.mean((x @ w[:3] + w[3] - y.reshape(-1)) ** 2)
    return w - 0.3 * jax.grad(loss)(w) / 1e4


def main():
    w = jnp.zeros(4)
    for rnd in range(3):
        for source in (bench_calibration, flight_calibration):
            x, y = source(rnd)
            for _ in range(20):
                w = gauge_fit_step(w, x, y)
    print([round(float(v), 3) for v in w])


if __name__ == "__main__":
    main()
