import equinox as eqx
import jax
import jax.numpy as jnp


class EMATrainState(eqx.Module):
    model: eqx.Module
    ema: eqx.Module
    opt_state: tuple
    count: int

    @classmethod
    def create(cls, model, opt_state):
        return cls(model=model, ema=model, opt_state=opt_state, count=0)

    def advance(self, model, opt_state, decay=0.99):
        d = jnp.minimum(decay, (1.0 + self.count) / (10.0 + self.count))
        ema = jax.tree_util.tree_map(
            lambda e, m: d * e + (1 - d) * m if eqx.is_array(e) else e,
            self.ema, model)
        return EMATrainState(model=model, ema=ema, opt_state=opt_state,
                             count=self.count + 1)
