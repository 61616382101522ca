import jax.numpy as jnp


def pde_weight(step, warmup_steps, final=1.0):
    """Ramp the PDE residual weight linearly while boundary terms settle."""
    frac = min((step + 1) / warmup_steps, 1.0)
    return jnp.asarray(final * frac, dtype=jnp.float32)
