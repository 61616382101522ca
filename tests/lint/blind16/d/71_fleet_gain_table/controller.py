import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def impedance_torque(q, qd, q_des, kp, kd):
    return kp * (q_des - q) - kd * qd


def load_gains(spec):
    return np.asarray(spec["kp"], np.float32), np.asarray(spec["kd"], np.float32)
