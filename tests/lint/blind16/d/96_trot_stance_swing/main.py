import jax.numpy as jnp

from gait import STEP_PERIOD, leg_torques

DT = 0.02


def main():
    q = jnp.zeros(2)
    qd = jnp.zeros(2)
    for k in range(40):
        phase = round((k * DT) % STEP_PERIOD / STEP_PERIOD, 3)
        stance = phase >= 0.5
        tau = leg_torques(q, qd, phase, stance=stance)
        qd = qd + DT * tau
        q = q + DT * qd
    print(q)


if __name__ == "__main__":
    main()
