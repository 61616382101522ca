import jax.numpy as jnp
import numpy as np

from kalman import PadWearKF, kf_step


def cmp_log(n=30, seed=0):
    rng = np.random.default_rng(seed)
    rate = 250.0
    for i in range(n):
        rate -= 0.8
        yield i, np.array([rate + rng.normal(0, 2.0)], np.float32)


def main():
    kf = PadWearKF()
    mean = jnp.array([250.0, -0.5])
    cov = jnp.eye(2) * 10.0
    last_pm = 0
    for wafer, meas in cmp_log():
        mean, cov = kf_step(kf, mean, cov, meas, wafer - last_pm)
        if wafer % 6 == 5:
            print(f"wafer {wafer}: rate {float(mean[0]):.1f} A/s slope {float(mean[1]):.2f}")


if __name__ == "__main__":
    main()
