import jax
import jax.numpy as jnp
import numpy as np

from arm import TwoLinkArm

L1, L2 = 0.5, 0.4


@jax.jit
def forward_kinematics(q):
    x = L1 * jnp.cos(q[0]) + L2 * jnp.cos(q[0] + q[1])
    y = L1 * jnp.sin(q[0]) + L2 * jnp.sin(q[0] + q[1])
    return jnp.stack([x, y])


@jax.jit
def pd_torque(q, target_xy, kp=4.0):
    err = target_xy - forward_kinematics(q)
    s1, c1 = jnp.sin(q[0]), jnp.cos(q[0])
    s12, c12 = jnp.sin(q[0] + q[1]), jnp.cos(q[0] + q[1])
    jac = jnp.array([[-L1 * s1 - L2 * s12, -L2 * s12],
                     [L1 * c1 + L2 * c12, L2 * c12]])
    return kp * jac.T @ err


def main():
    arm = TwoLinkArm()
    target = jnp.array([0.3, 0.5])
    for episode in range(2):
        q = arm.reset()
        for t in range(15):
            tau = np.asarray(pd_torque(q, target))
            q = arm.step(tau)
        print(episode, np.asarray(forward_kinematics(q)))


if __name__ == "__main__":
    main()
