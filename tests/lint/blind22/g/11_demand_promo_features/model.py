import flax.linen as nn
import jax.numpy as jnp


class DemandModel(nn.Module):
    @nn.compact
    def __call__(self, batch):
        cols = [jnp.log(batch["price"]), jnp.log1p(batch["traffic"])]
        if "promo_depth" in batch:
            cols.append(batch["promo_depth"])
        else:
            cols.append(jnp.zeros_like(batch["price"]))
        x = jnp.stack(cols, axis=-1)
        return nn.Dense(1)(x)[:, 0]
