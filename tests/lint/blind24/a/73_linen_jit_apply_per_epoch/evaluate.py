import jax
import jax.numpy as jnp


def validation_accuracy(model, params, x, y):
    def gait_forward(p, xb):
        return model.apply(p, xb)
    forward = jax.jit(gait_forward)
    return float((forward(params, x).argmax(-1) == y).mean())
