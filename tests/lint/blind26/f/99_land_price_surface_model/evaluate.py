import jax
import jax.numpy as jnp
from model import SurfaceNet

def evaluate(variables, coords, values, cfg):
    model = SurfaceNet(hidden=cfg["hidden"])
    pred = jax.jit(model.apply)(variables, coords)
    return float(jnp.sqrt(jnp.mean((pred - values) ** 2)))
