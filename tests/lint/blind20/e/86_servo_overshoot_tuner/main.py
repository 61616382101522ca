import jax
import jax.numpy as jnp

from servo import ServoController

DT = 0.02


@jax.jit
def step_response(kp, kd):
    def f(x, _):
        u = kp[0] * (1.0 - x[0]) - kd[0] * x[1]
        x = x + DT * jnp.array([x[1], u - 0.4 * x[1]])
        return x, x[0]
    _, ys = jax.lax.scan(f, jnp.zeros(2), None, length=200)
    return jnp.max(ys) - 1.0


def main():
    ctrl = ServoController()
    for trial in range(5):
        overshoot = float(step_response(*ctrl.gains))
        ctrl.retune(overshoot)
        print(trial, round(overshoot, 4))


if __name__ == "__main__":
    main()
