import jax
import jax.numpy as jnp

from engine import Simulation


def main():
    kp, kv = jax.random.split(jax.random.PRNGKey(3))
    box = (5.0, 5.0, 5.0)
    pos = jax.random.uniform(kp, (32, 3)) * jnp.array(box)
    vel = 0.5 * jax.random.normal(kv, (32, 3))
    sim = Simulation(pos, vel, box)
    for block in range(3):
        sim.run(2)
        print(f"block {block}: U={sim.potential_energy():.4f}")


if __name__ == "__main__":
    main()
