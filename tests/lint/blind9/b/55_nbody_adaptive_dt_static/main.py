import jax.numpy as jnp

from nbody import leapfrog_block, timestep


def figure_eight():
    """Chenciner-Montgomery three-body choreography."""
    pos = jnp.array([[-0.97000436, 0.24308753], [0.0, 0.0], [0.97000436, -0.24308753]])
    v3 = jnp.array([-0.93240737, -0.86473146])
    vel = jnp.stack([-v3 / 2, v3, -v3 / 2])
    return pos, vel, jnp.ones(3)


def main():
    pos, vel, masses = figure_eight()
    t = 0.0
    for block in range(6):
        dt = timestep(pos, vel, eta=0.5)
        pos, vel = leapfrog_block(pos, vel, masses, dt=dt)
        t += dt
        print(f"t={t:.4f} dt={dt:.4f} x1=({float(pos[0, 0]):+.4f}, {float(pos[0, 1]):+.4f})")


if __name__ == "__main__":
    main()
