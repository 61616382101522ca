import diffrax
import jax.numpy as jnp

from arm import elbow_trajectory

RTOL, ATOL = 1e-5, 1e-7


def simulate(target):
    y0 = (jnp.zeros(2), jnp.zeros(2))
    ctrl = diffrax.PIDController(rtol=RTOL, atol=ATOL)
    return elbow_trajectory(y0, target, ctrl)


def main():
    for target in ([0.8, -0.4], [0.2, 0.6], [-0.5, 0.1], [1.0, 1.0]):
        traj, steps = simulate(jnp.array(target))
        print(target, int(steps), float(jnp.abs(traj[-1] - jnp.array(target)).max()))


if __name__ == "__main__":
    main()
