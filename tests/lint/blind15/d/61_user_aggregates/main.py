import functools

import jax
import jax.numpy as jnp

from events import event_batches


@functools.partial(jax.jit, static_argnames=("num_users",))
def user_features(user_idx, values, num_users):
    sums = jax.ops.segment_sum(values, user_idx, num_segments=num_users)
    counts = jax.ops.segment_sum(jnp.ones_like(user_idx, jnp.float32), user_idx,
                                 num_segments=num_users)
    means = sums / jnp.maximum(counts, 1.0)[:, None]
    return jnp.log1p(means), counts


def main():
    for user_idx, values, n_users in event_batches():
        feats, counts = user_features(user_idx, values, num_users=n_users)
        print(feats.shape, float(counts.sum()))


if __name__ == "__main__":
    main()
