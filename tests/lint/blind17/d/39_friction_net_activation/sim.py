import jax
import jax.numpy as jnp


def simulate(model, params, v0, push, dt=0.05, n_steps=20):
    def step(v, f):
        friction = model.apply(params, v)
        v = v + dt * (f - friction)
        return v, v

    _, vs = jax.lax.scan(step, v0, push)
    return vs
