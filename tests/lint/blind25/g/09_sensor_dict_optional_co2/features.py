import jax
import jax.numpy as jnp


@jax.jit
def run_summary(signals):
    out = {}
    for name, sig in signals.items():
        out[name] = jnp.stack([jnp.mean(sig), jnp.std(sig), jnp.max(sig) - jnp.min(sig)])
    return out
