from functools import partial

import jax
import jax.numpy as jnp

from model import DropoutMLP

model = DropoutMLP()


@partial(jax.jit, static_argnames="train")
def compute_loss(params, x, y, rng, train):
    pred = model.apply(params, x, train=train, rngs={"dropout": rng})
    return jnp.mean((pred - y) ** 2)


key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (16, 3))
y = x.sum(axis=1, keepdims=True)
params = model.init(key, x, train=False)

for epoch in range(4):
    key, sub = jax.random.split(key)
    metrics = {}
    for split, train in (("train", True), ("eval", False)):
        metrics[split] = float(compute_loss(params, x, y, sub, train=train))
    print(epoch, metrics)
