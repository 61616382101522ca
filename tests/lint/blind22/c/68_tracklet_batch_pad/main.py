import jax
import jax.numpy as jnp

from collate import pad_to_longest, tracklet_batches


@jax.jit
def mean_speed(tracks, mask):
    step = jnp.linalg.norm(jnp.diff(tracks, axis=1), axis=-1)
    m = mask[:, 1:] * mask[:, :-1]
    return (step * m).sum(1) / jnp.maximum(m.sum(1), 1.0)


def main():
    for i, batch in enumerate(tracklet_batches(6)):
        tracks, mask = pad_to_longest(batch)
        print(i, tracks.shape[1], jnp.round(mean_speed(tracks, mask), 2))


if __name__ == "__main__":
    main()
