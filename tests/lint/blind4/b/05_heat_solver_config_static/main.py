import jax.numpy as jnp

from solver import HeatSimulation


def main():
    sim = HeatSimulation()
    for epoch in range(5):
        u = sim.advance(2)
        print(f"epoch {epoch}: max={float(jnp.max(u)):.4f} dt={sim.cfg.dt}")


if __name__ == "__main__":
    main()
