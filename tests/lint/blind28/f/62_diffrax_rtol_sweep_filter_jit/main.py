import diffrax
import jax.numpy as jnp

from arm import reach_trajectory


def main():
    y0 = (jnp.zeros(2), jnp.zeros(2))
    target = jnp.array([0.8, -0.4])
    for rtol in [1e-3, 1e-4, 1e-5, 1e-6]:
        ctrl = diffrax.PIDController(rtol=rtol, atol=rtol * 1e-2)
        traj, steps = reach_trajectory(y0, target, ctrl)
        print(rtol, int(steps), float(jnp.abs(traj[-1] - target).max()))


if __name__ == "__main__":
    main()
