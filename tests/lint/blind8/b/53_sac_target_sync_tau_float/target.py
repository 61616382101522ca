import jax
import jax.numpy as jnp


@jax.jit
def polyak_update(online, target, tau):
    return jax.tree_util.tree_map(lambda o, t: tau * o + (1.0 - tau) * t, online, target)


def sync_schedule(step, warmup_steps, tau):
    """Hard copy while the critic warms up, soft Polyak updates afterwards."""
    return jnp.asarray(1.0 if step < warmup_steps else tau, dtype=jnp.float32)
