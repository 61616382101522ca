import jax
import jax.numpy as jnp
import numpy as np

from signals import collect_signals


@jax.jit
def blend(relevance, recency=None, social=None):
    score = relevance
    if recency is not None:
        score = score + 0.3 * recency
    if social is not None:
        score = score + 0.2 * social
    return jnp.argsort(-score)[:3]


def main():
    rng = np.random.default_rng(0)
    for user_id in range(6):
        signals = collect_signals(rng, user_id)
        print(user_id, sorted(signals), np.asarray(blend(**signals)))


if __name__ == "__main__":
    main()
