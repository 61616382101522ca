import jax
import jax.numpy as jnp

from schedule import setpoint_at

DT = 0.05


@jax.jit
def servo_step(state, target):
    pos, vel, integ = state
    err = target - pos
    integ = integ + DT * err
    u = 6.0 * err - 2.0 * vel + 1.5 * integ
    vel = vel + DT * (u - 0.3 * vel)
    pos = pos + DT * vel
    return (pos, vel, integ)


def main():
    state = (jnp.float32(0.0), jnp.float32(0.0), jnp.float32(0.0))
    for k in range(24):
        target = jnp.asarray(setpoint_at(k))
        state = servo_step(state, target)
    print([float(s) for s in state])


if __name__ == "__main__":
    main()
