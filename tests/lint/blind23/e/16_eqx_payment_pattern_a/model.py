import equinox as eqx
import jax
import jax.numpy as jnp


class PaymentPatternModel(eqx.Module):
    logits: jax.Array
    discount_rate: float

    def pattern(self):
        return jax.nn.softmax(self.logits)

    def discounted_reserve(self, outstanding):
        t = jnp.arange(self.logits.shape[0]) + 0.5
        v = (1.0 + self.discount_rate) ** (-t)
        return outstanding * jnp.sum(self.pattern() * v)


@eqx.filter_jit
def reserve_by_line(model, outstanding):
    return jax.vmap(model.discounted_reserve)(outstanding)
