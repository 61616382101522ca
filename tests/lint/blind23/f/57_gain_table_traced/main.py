import jax
import jax.numpy as jnp

Q_BP = jnp.array([2000.0, 5000.0, 9000.0, 14000.0])
KQ = jnp.array([0.45, 0.30, 0.20, 0.14])
KTH = jnp.array([1.8, 1.2, 0.8, 0.6])


@jax.jit
def damper_step(x, theta_cmd, qbar):
    kq = jnp.interp(qbar, Q_BP, KQ)
    kth = jnp.interp(qbar, Q_BP, KTH)
    theta, q = x
    de = kth * (theta_cmd - theta) - kq * q
    m_q = -1.2e-4 * qbar * q + 4.0e-4 * qbar * de - 2.0e-4 * qbar * theta
    q = q + m_q * 0.02
    return jnp.array([theta + q * 0.02, q])


class FlightCondition:
    def __init__(self, tas, rho=1.0):
        self.tas = tas
        self.rho = rho

    @property
    def qbar(self):
        return 0.5 * self.rho * self.tas ** 2


def main():
    x = jnp.zeros(2)
    for v in [80.0, 95.0, 110.0, 125.0, 140.0]:
        fc = FlightCondition(v)
        for _ in range(25):
            x = damper_step(x, 0.05, fc.qbar)
        print(v, [round(float(s), 4) for s in x])


if __name__ == "__main__":
    main()
