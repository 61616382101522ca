import jax
import jax.numpy as jnp

from scenarios import SCENARIOS

POP = 1e5


@jax.jit
def simulate_year(y0, beta, seasonal_amplitude=0.0, importations=0.0):
    def step(y, day):
        s, i, r = y
        b = beta * (1.0 + seasonal_amplitude * jnp.cos(2 * jnp.pi * day / 365.0))
        new = b * s * i / POP + importations * s / POP
        y = jnp.stack([s - new, i + new - 0.1 * i, r + 0.1 * i + 0.0])
        return y, new
    _, incidence = jax.lax.scan(step, y0, jnp.arange(365, dtype=jnp.float32))
    return incidence


if __name__ == "__main__":
    y0 = jnp.array([POP - 20.0, 20.0, 0.0])
    beta = jnp.float32(0.2)
    for name, options in SCENARIOS.items():
        incidence = simulate_year(y0, beta, **options)
        print(f"{name:18s} annual cases {float(incidence.sum()):9.0f}")
