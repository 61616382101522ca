from functools import partial

import jax
import jax.numpy as jnp


def nis_score(meas, q, r=0.3):
    def step(carry, z):
        x, P = carry
        P = P + q
        S = P + r
        nis = (z - x) ** 2 / S
        K = P / S
        return (x + K * (z - x), (1 - K) * P), nis

    _, nis = jax.lax.scan(step, (meas[0], jnp.float32(1.0)), meas[1:])
    return jnp.mean(nis)


def score_sequences(sequences, q):
    scorer = jax.jit(partial(nis_score, q=q))
    return [float(scorer(seq)) for seq in sequences]
