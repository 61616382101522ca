import functools

import jax
import jax.numpy as jnp
import numpy as np

from batcher import pad_features, request_groups

MAX_BATCH, DIM = 8, 6


@functools.partial(jax.jit, static_argnames=("num_real",))
def fraud_scores(weights, feats, num_real):
    logits = feats[:num_real] @ weights
    return jax.nn.sigmoid(logits)


def serve(weights, queue, arrivals):
    results = {}
    for group in request_groups(queue, arrivals):
        feats = pad_features(group, MAX_BATCH, DIM)
        scores = fraud_scores(weights, feats, num_real=len(group))
        for req, s in zip(group, np.asarray(scores)):
            results[req["id"]] = round(float(s), 3)
    return results


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    queue = [{"id": i, "features": rng.normal(size=DIM)} for i in range(20)]
    w = jnp.asarray(rng.normal(size=DIM), jnp.float32)
    print(serve(w, queue, arrivals=[3, 5, 2, 7, 3]))
