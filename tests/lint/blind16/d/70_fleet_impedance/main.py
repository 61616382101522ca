import jax.numpy as jnp
import numpy as np

from controller import impedance_torque, load_gains
from fleet import ROBOTS


def simulate(kp, kd, steps=10):
    q = np.zeros(6, np.float32)
    qd = np.zeros(6, np.float32)
    q_des = np.full(6, 0.3, np.float32)
    for _ in range(steps):
        tau = np.asarray(impedance_torque(q, qd, q_des, kp, kd))
        qd = qd + 0.001 * tau
        q = q + 0.01 * qd
    return q


def main():
    for name, spec in ROBOTS.items():
        kp, kd = load_gains(spec)
        print(name, simulate(kp, kd).round(4))


if __name__ == "__main__":
    main()
