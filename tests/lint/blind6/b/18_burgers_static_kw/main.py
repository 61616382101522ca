import jax.numpy as jnp

from solver import BurgersRun

if __name__ == "__main__":
    x = jnp.linspace(0, 2 * jnp.pi, 128, endpoint=False)
    run = BurgersRun(jnp.sin(x))
    run.warm_start()
    for k in range(5):
        u = run.advance()
        print(k, float(jnp.abs(u).max()))
