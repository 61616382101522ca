import jax
import jax.numpy as jnp


def standardize(batch):
    mean = batch.mean(axis=0, keepdims=True)
    std = batch.std(axis=0, keepdims=True) + 1e-6
    return (batch - mean) / std


def clip_outliers(batch, limit=3.0):
    return jnp.clip(batch, -limit, limit)


class Pipeline:
    def __init__(self):
        self.stages = []

    def map(self, fn):
        self.stages.append(fn)
        return self

    def __call__(self, batch):
        for fn in self.stages:
            batch = jax.jit(fn)(batch)
        return batch
