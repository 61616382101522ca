import jax.numpy as jnp

from dynamics import rk4_step


def main():
    params = jnp.array([1.1, 0.4, 0.4, 0.1])
    z = jnp.array([10.0, 5.0])
    dt = jnp.float32(0.1)
    t = 0
    traj = [z]
    for _ in range(6):
        z = rk4_step(t, z, dt, params)
        t = t + dt
        traj.append(z)
    traj = jnp.stack(traj)
    print("final populations", traj[-1], "at t =", float(t))


if __name__ == "__main__":
    main()
