import jax.numpy as jnp

from systems import DampedPendulum


def run(pendulum, state, dt, n_steps):
    for k in range(n_steps):
        state = pendulum.rk4(state, dt)
        print(f"t={dt * (k + 1):.2f} theta={float(state[0]):+.4f} E={float(pendulum.energy(state)):.4f}")
    return state


def main():
    pendulum = DampedPendulum()
    run(pendulum, jnp.array([1.0, 0.0]), dt=0.05, n_steps=6)


if __name__ == "__main__":
    main()
