import jax.numpy as jnp

from boundary import boundary_from_config
from solver import projection_step

CONFIG = {"n": 24, "re": 100.0, "lid_velocity": 1.0, "dt": 0.002, "n_steps": 7}


def run(cfg):
    n = cfg["n"]
    h = 1.0 / (n - 1)
    nu = cfg["lid_velocity"] / cfg["re"]
    u = jnp.zeros((n, n), jnp.float32)
    v = jnp.zeros((n, n), jnp.float32)
    p = jnp.zeros((n, n), jnp.float32)
    for step in range(cfg["n_steps"]):
        bc = boundary_from_config(cfg)
        u, v, p = projection_step(u, v, p, cfg["dt"], h, nu, bc=bc)
        ke = 0.5 * float(jnp.sum(u ** 2 + v ** 2)) * h * h
        print(f"step {step}: kinetic energy {ke:.5f}")
    return u, v


if __name__ == "__main__":
    run(CONFIG)
