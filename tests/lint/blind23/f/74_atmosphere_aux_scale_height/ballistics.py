import jax
import jax.numpy as jnp


@jax.jit
def sounding_rocket_apogee(atm, v0, mass, cd_area):
    def step(s, _):
        h, v = s
        drag = 0.5 * atm.density(h) * v * jnp.abs(v) * cd_area / mass
        v = v - (9.80665 + drag) * 0.1
        return jnp.array([h + v * 0.1, v]), h
    _, hs = jax.lax.scan(step, jnp.array([0.0, v0]), None, length=1500)
    return jnp.max(hs)
