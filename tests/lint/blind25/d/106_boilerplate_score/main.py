import jax
import jax.numpy as jnp
import numpy as np
from shards import write_shards, read_shard, fresh_batch

E = jax.random.normal(jax.random.PRNGKey(0), (1000, 16)) * 0.1
w = jax.random.normal(jax.random.PRNGKey(1), (16,))

@jax.jit
def boilerplate_score(ids):
    return jax.nn.sigmoid(E[ids].mean(1) @ w)

rng = np.random.default_rng(0)
paths = write_shards(rng)
for epoch in range(2):
    for p in paths:
        print("cached", float(boilerplate_score(np.asarray(read_shard(p))).mean()))
    print("fresh", float(boilerplate_score(fresh_batch(rng)).mean()))
