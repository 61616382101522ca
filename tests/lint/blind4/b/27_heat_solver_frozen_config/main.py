import jax.numpy as jnp

from solver import HeatConfig, HeatSimulation


def main():
    sim = HeatSimulation(HeatConfig(alpha=0.1, substeps=4))
    for epoch in range(5):
        u = sim.advance(2)
        print(f"epoch {epoch}: max={float(jnp.max(u)):.4f} dt={float(sim.dt):.2e}")


if __name__ == "__main__":
    main()
