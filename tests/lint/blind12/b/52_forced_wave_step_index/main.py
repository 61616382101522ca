import jax.numpy as jnp

from wave import leapfrog


def drive(n_points, n_steps, report_every=2):
    u_prev = jnp.zeros(n_points, dtype=jnp.float32)
    u = jnp.zeros(n_points, dtype=jnp.float32)
    energy = []
    for n in range(n_steps):
        u_prev, u = leapfrog(u_prev, u, n)
        if n % report_every == 0:
            energy.append(float(jnp.sum(u**2)))
    return u, energy


if __name__ == "__main__":
    u, energy = drive(n_points=101, n_steps=8)
    print("energy samples", energy)
