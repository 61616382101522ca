import jax.numpy as jnp

N = 40
H = 2.0
D, SIG_A, NU_SIG_F = 1.2, 0.012, 0.0135


def power_iteration_map(phi):
    main = 2 * D / H ** 2 + SIG_A
    a = main * jnp.eye(N) - D / H ** 2 * (jnp.eye(N, k=1) + jnp.eye(N, k=-1))
    new = jnp.linalg.solve(a, NU_SIG_F * phi)
    return new / jnp.linalg.norm(new)
