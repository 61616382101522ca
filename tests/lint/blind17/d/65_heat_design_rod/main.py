import jax.numpy as jnp

from optimizer import ConductorDesign, run

if __name__ == "__main__":
    n = 24
    source = jnp.linspace(0.5, 1.5, n)
    design = ConductorDesign()
    design, rho = run(design, jnp.full((n,), 0.4, dtype=jnp.float32), source)
    print(jnp.round(rho, 2))
