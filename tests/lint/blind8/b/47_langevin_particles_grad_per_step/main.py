import jax
import jax.numpy as jnp

from potentials import total_energy

N_PARTICLES = 256
DT = 1e-2
TEMPERATURE = 0.5


def main():
    key = jax.random.PRNGKey(0)
    key, sub = jax.random.split(key)
    x = jax.random.normal(sub, (N_PARTICLES, 2)) * 0.1
    for step in range(6):
        force = jax.jit(jax.grad(lambda pos: -total_energy(pos)))
        key, sub = jax.random.split(key)
        noise = jax.random.normal(sub, x.shape)
        x = x + DT * force(x) + jnp.sqrt(2 * DT * TEMPERATURE) * noise
        right = float((x[:, 0] > 0).mean())
        print(f"step {step}: energy/particle {float(total_energy(x)) / N_PARTICLES:.4f} "
              f"right well {right:.2f}")


if __name__ == "__main__":
    main()
