import jax
import jax.numpy as jnp


@jax.jit
def size_pack_gap(packs, target_mix):
    # packs: candidate prepacks (n_packs, n_sizes) of units per size
    target = jnp.stack(target_mix) if isinstance(target_mix, (list, tuple)) else target_mix
    mix = packs / packs.sum(1, keepdims=True)
    return jnp.abs(mix - target[None]).sum(1)
