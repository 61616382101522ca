import jax
import jax.numpy as jnp


def hr_model_loss(params, ts, hr):
    # cosinor model of heart rate from implanted loggers (24 h rhythm)
    pred = params["mesor"] + params["amp"] * jnp.cos(2 * jnp.pi * (ts - params["phase"]) / 24.0)
    return jnp.mean((pred - hr) ** 2)


def gradient_step(params, ts, hr, lr=0.01):
    grads = jax.jit(jax.grad(hr_model_loss))(params, ts, hr)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads)
