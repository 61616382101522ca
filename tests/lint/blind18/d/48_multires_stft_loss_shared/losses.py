import jax
import jax.numpy as jnp


@jax.jit
def multires_loss(pred_specs, target_specs):
    total = 0.0
    for p, t in zip(pred_specs, target_specs):
        sc = jnp.linalg.norm(t - p) / (jnp.linalg.norm(t) + 1e-7)
        mag = jnp.mean(jnp.abs(jnp.log(t + 1e-5) - jnp.log(p + 1e-5)))
        total = total + sc + mag
    return total / len(pred_specs)
