import jax
import jax.numpy as jnp
import numpy as np

NX = 128
DX = 1.0 / NX


@jax.jit
def advect(q, u, dt):
    # first-order upwind on a periodic 1-D domain
    flux_l = jnp.where(u > 0, u * jnp.roll(q, 1), u * q)
    flux_r = jnp.where(u > 0, u * q, u * jnp.roll(q, -1))
    return q - dt / DX * (flux_r - flux_l)


def choose_dt(u_max, dt_max=1):
    cfl_dt = 0.8 * DX / u_max
    return dt_max if cfl_dt >= dt_max else cfl_dt


def main():
    x = np.linspace(0, 1, NX, endpoint=False)
    q = jnp.asarray(np.exp(-((x - 0.3) ** 2) / 0.005), jnp.float32)
    winds = [0.001, 0.002, 0.5, 0.8, 1.2, 0.004]
    for u_max in winds:
        u = jnp.full(NX, u_max, jnp.float32)
        dt = choose_dt(u_max)
        for _ in range(10):
            q = advect(q, u, dt)
        print(f"u={u_max} dt={dt} mass={float(q.sum()):.4f}")


if __name__ == "__main__":
    main()
