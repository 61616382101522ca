import jax
import jax.numpy as jnp
import numpy as np

from records import from_sem_export


@jax.jit
def cd_summary(meas, target):
    bias = meas.cd.mean() - target
    cdu = 3 * meas.cd.std()
    return bias, cdu, meas.lwr.mean()


def sem_rows(lot, rng, n=60):
    cd = 22.0 + 0.1 * lot + rng.normal(0, 0.4, n)
    lwr = 2.1 + rng.normal(0, 0.15, n)
    return np.stack([cd, lwr], 1).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    for lot in range(8):
        meas = from_sem_export(sem_rows(lot, rng))
        bias, cdu, lwr = cd_summary(meas, 22.0)
        print(f"lot {lot}: bias {float(bias):+.2f} {meas.units}, CDU {float(cdu):.2f}, LWR {float(lwr):.2f}")


if __name__ == "__main__":
    main()
