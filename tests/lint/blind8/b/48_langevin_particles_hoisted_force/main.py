import jax
import jax.numpy as jnp

from potentials import total_energy

N_PARTICLES = 256
DT = 1e-2


@jax.jit
def langevin_step(key, x, temperature):
    force = -jax.grad(total_energy)(x)
    noise = jax.random.normal(key, x.shape)
    return x + DT * force + jnp.sqrt(2 * DT * temperature) * noise


def main():
    key = jax.random.PRNGKey(0)
    key, sub = jax.random.split(key)
    x = jax.random.normal(sub, (N_PARTICLES, 2)) * 0.1
    temperatures = [1, 0.8, 0.6, 0.5, 0.5, 0.5]
    for step, temp in enumerate(temperatures):
        key, sub = jax.random.split(key)
        x = langevin_step(sub, x, jnp.float32(temp))
        right = float((x[:, 0] > 0).mean())
        print(f"step {step}: T={temp} energy/particle {float(total_energy(x)) / N_PARTICLES:.4f} "
              f"right well {right:.2f}")


if __name__ == "__main__":
    main()
