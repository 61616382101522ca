import dataclasses

import equinox as eqx
import jax
import jax.numpy as jnp


class CompressorDetector(eqx.Module):
    weights: jax.Array
    limit: float = eqx.field(static=True)

    def __call__(self, features):
        score = jnp.abs(features @ self.weights)
        return score, score > self.limit

    def with_drift_allowance(self, hours_run):
        return dataclasses.replace(self, limit=2.0 + 0.25 * hours_run)


@eqx.filter_jit
def inspect_batch(detector, features):
    score, alarm = detector(features)
    return jnp.max(score), jnp.sum(alarm)
