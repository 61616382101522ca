import jax.numpy as jnp

SKILLS = ["add", "sub", "mul", "div", "frac", "dec"]


def init_skill_params():
    return {s: {"easiness": jnp.zeros((), jnp.float32), "learn": jnp.full((), 0.1, jnp.float32)} for s in SKILLS}
