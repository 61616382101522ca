import jax.numpy as jnp
import numpy as np

from pid import PIDController

GAINS = dict(kp=2.0, ki=0.5, kd=0.05)


def run_episode(ctrl, target, steps=50):
    state = ctrl.init_state()
    pos = jnp.zeros(3)
    vel = jnp.zeros(3)
    for _ in range(steps):
        state, u = ctrl.step(state, target - pos)
        vel = vel + 0.01 * u
        pos = pos + 0.01 * vel
    return float(jnp.linalg.norm(target - pos))


def main():
    rng = np.random.default_rng(0)
    ctrl = PIDController(**GAINS)
    for ep in range(4):
        target = jnp.asarray(rng.uniform(-1, 1, size=3), jnp.float32)
        print(ep, run_episode(ctrl, target))


if __name__ == "__main__":
    main()
