import jax
import jax.numpy as jnp

from scenarios import load_scenarios

POP = 5e4


@jax.jit
def project(y0, contact_scale):
    beta = 0.3 * contact_scale
    gamma = 0.1

    def step(y, _):
        s, i, r = y
        new = beta * s * i / POP
        y = jnp.stack([s - new, i + new - gamma * i, r + gamma * i])
        return y, new

    _, incidence = jax.lax.scan(step, y0, None, length=120)
    return incidence


if __name__ == "__main__":
    y0 = jnp.array([POP - 10.0, 10.0, 0.0])
    for name, scale in load_scenarios().items():
        incidence = project(y0, scale)
        print(f"{name:12s} total cases {float(incidence.sum()):9.0f}")
