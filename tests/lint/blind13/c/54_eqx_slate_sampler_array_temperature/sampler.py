import equinox as eqx
import jax
import jax.numpy as jnp


class SlateSampler(eqx.Module):
    item_logits: jax.Array
    temperature: jax.Array
    slate_size: int = eqx.field(static=True, default=5)

    def sample(self, key):
        g = jax.random.gumbel(key, self.item_logits.shape)
        perturbed = (self.item_logits + g) / self.temperature
        return jax.lax.top_k(perturbed, self.slate_size)[1]

    def anneal(self, factor, floor=0.1):
        return eqx.tree_at(lambda s: s.temperature, self, jnp.maximum(self.temperature * factor, floor))


@eqx.filter_jit
def sample_slates(sampler, keys):
    return jax.vmap(sampler.sample)(keys)
