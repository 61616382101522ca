import jax.numpy as jnp
import numpy as np

from control import joint_space_pd

ACTIVE = ["shoulder_pan", "shoulder_lift", "elbow"]
JOINT_NAMES = ["shoulder_pan", "shoulder_lift", "elbow", "wrist_1", "wrist_2", "wrist_3"]


def active_joint_ids(names):
    return tuple(JOINT_NAMES.index(n) for n in names)


def main():
    q = jnp.zeros(6)
    qd = jnp.zeros(6)
    target = jnp.array([0.5, -0.3, 0.8, 0.0, 0.0, 0.0])
    for t in range(20):
        tau = joint_space_pd(q, qd, target, joints=active_joint_ids(ACTIVE))
        qd = qd + 0.01 * tau
        q = q + 0.01 * qd
    print(np.asarray(q).round(3))


if __name__ == "__main__":
    main()
