import jax
import jax.numpy as jnp

from config import REGIONS


@jax.jit
def epidemic_final_size(y0, beta, gamma):
    y0 = y0.astype(jnp.float32)
    n = y0.sum()

    def step(y, _):
        s, i, r = y
        new = beta * s * i / n
        return jnp.stack([s - new, i + new - gamma * i, r + gamma * i]), None

    y, _ = jax.lax.scan(step, y0, None, length=365)
    return y[2] / n


if __name__ == "__main__":
    for region in REGIONS:
        y0 = jnp.array(region.initial_state)
        attack = epidemic_final_size(y0, jnp.float32(region.beta), jnp.float32(region.gamma))
        print(f"{region.name:10s} attack rate {float(attack):.3f}")
