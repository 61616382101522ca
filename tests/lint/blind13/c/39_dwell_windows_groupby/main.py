import jax
import jax.numpy as jnp
import numpy as np

from stream import minute_windows, synthetic_events

NUM_ITEMS = 200
DECAY = 0.9


@jax.jit
def update_item_stats(views, dwell_sum, items, dwell):
    views = DECAY * views + jax.ops.segment_sum(jnp.ones_like(dwell), items, num_segments=NUM_ITEMS)
    dwell_sum = DECAY * dwell_sum + jax.ops.segment_sum(dwell, items, num_segments=NUM_ITEMS)
    return views, dwell_sum


def main():
    rng = np.random.default_rng(12)
    views = jnp.zeros(NUM_ITEMS)
    dwell_sum = jnp.zeros(NUM_ITEMS)
    for minute, items, dwell in minute_windows(synthetic_events(rng)):
        views, dwell_sum = update_item_stats(views, dwell_sum, items, dwell)
        trending = np.argsort(-np.asarray(dwell_sum / jnp.maximum(views, 1.0)))[:3]
        print(f"minute {minute}: {len(items)} events, trending {trending.tolist()}")


if __name__ == "__main__":
    main()
