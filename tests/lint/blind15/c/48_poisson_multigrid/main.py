import jax.numpy as jnp

from multigrid import jacobi_smooth, prolong, residual, restrict

N_FINE = 64


def two_grid_cycle(u, f, h):
    u = jacobi_smooth(u, f, h)
    r_coarse = restrict(residual(u, f, h))
    e_coarse = jacobi_smooth(jnp.zeros_like(r_coarse), r_coarse, 2 * h)
    u = u + prolong(e_coarse)
    return jacobi_smooth(u, f, h)


if __name__ == "__main__":
    h = jnp.float32(1.0 / N_FINE)
    x = jnp.arange(N_FINE) * h
    f = jnp.sin(2 * jnp.pi * x)[:, None] * jnp.sin(2 * jnp.pi * x)[None, :]
    f = f - f.mean()
    u = jnp.zeros((N_FINE, N_FINE))
    for cycle in range(6):
        u = two_grid_cycle(u, f, h)
        print(f"cycle {cycle}: residual {float(jnp.linalg.norm(residual(u, f, h))):.4e}")
