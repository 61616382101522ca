from functools import partial

import jax
import jax.numpy as jnp

from plant import simulate


@partial(jax.jit, static_argnames=("steps",))
def tracking_cost(gains, setpoint, steps=100):
    kp, ki, kd = gains[0], gains[1], gains[2]
    ys = simulate(kp, ki, kd, setpoint, steps=steps)
    return jnp.mean((ys - setpoint) ** 2)


class GainScheduler:
    def __init__(self, kp=1.0, ki=0.1, kd=0.05):
        self.kp, self.ki, self.kd = kp, ki, kd

    def retune(self, cost):
        if cost > 0.05:
            self.kp *= 1.1
            self.ki *= 1.05
        else:
            self.kd *= 0.95

    def as_array(self):
        return jnp.array([self.kp, self.ki, self.kd], dtype=jnp.float32)


def main():
    sched = GainScheduler()
    for episode in range(6):
        c = float(tracking_cost(sched.as_array(), 1.0))
        sched.retune(c)
        print(episode, round(c, 4), round(sched.kp, 3))


if __name__ == "__main__":
    main()
