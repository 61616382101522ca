import jax

from ops import gae_advantages


def postprocess(batch):
    compute = jax.jit(gae_advantages)
    return compute(batch["rewards"], batch["values"], batch["dones"])
