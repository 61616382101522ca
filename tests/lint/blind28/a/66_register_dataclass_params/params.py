import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass,
                   data_fields=["base_rate", "weekend_uplift", "event_uplift"],
                   meta_fields=["n_days"])
@dataclasses.dataclass
class RateCard:
    base_rate: jax.Array
    weekend_uplift: jax.Array
    event_uplift: jax.Array
    n_days: int


def updated(card, feedback):
    return dataclasses.replace(
        card,
        base_rate=card.base_rate * (1 + 0.02 * feedback),
        weekend_uplift=card.weekend_uplift + 0.01 * feedback,
    )
