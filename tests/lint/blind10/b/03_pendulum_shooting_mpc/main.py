import jax.numpy as jnp

from controller import ShootingMPC, pendulum_dynamics


def closed_loop(n_steps=6):
    mpc = ShootingMPC()
    x = jnp.array([0.8, 0.0])
    traj = [x]
    for t in range(n_steps):
        u = mpc.act(x)
        x = pendulum_dynamics(x, u)
        traj.append(x)
    return jnp.stack(traj)


if __name__ == "__main__":
    traj = closed_loop()
    print("final state:", traj[-1])
