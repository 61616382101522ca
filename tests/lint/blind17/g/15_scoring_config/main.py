import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import ScoringConfig


@functools.partial(jax.jit, static_argnames=("cfg",))
def score_items(logits, cfg):
    probs = jax.nn.sigmoid(logits)
    if cfg.calibrate:
        probs = jnp.clip(probs * 0.9 + 0.05, 0.0, 1.0)
    top_vals, top_idx = jax.lax.top_k(probs, cfg.top_k)
    return top_idx, top_vals > cfg.threshold


def handle(request, rng):
    cfg = ScoringConfig.from_request(request)
    logits = rng.normal(size=(4, 10)).astype(np.float32)
    return score_items(logits, cfg=cfg)


def main():
    rng = np.random.default_rng(0)
    requests = [{"user": u} for u in range(5)]
    for req in requests:
        idx, keep = handle(req, rng)
        print(req["user"], np.asarray(idx)[0], np.asarray(keep)[0])


if __name__ == "__main__":
    main()
