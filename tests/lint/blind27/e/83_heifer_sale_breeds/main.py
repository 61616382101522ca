from functools import partial

import jax
import jax.numpy as jnp

from data import sale_batches


@partial(jax.jit, static_argnums=1)
def breed_price_effects(codes, n_breeds, price):
    onehot = jax.nn.one_hot(codes, n_breeds)
    counts = onehot.sum(0)
    means = (onehot * price[:, None]).sum(0) / jnp.maximum(counts, 1.0)
    return means - price.mean()


for i, (codes, n_breeds, price) in enumerate(sale_batches()):
    effects = breed_price_effects(codes, n_breeds, price)
    print(f"sale {i}: breed price spread {float(effects.max() - effects.min()):.0f}")
