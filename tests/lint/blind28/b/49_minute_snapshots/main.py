import jax
import jax.numpy as jnp
import numpy as np

from records import from_stream, from_backfill


@jax.jit
def blue_side_edge(snap):
    gold, xp, objectives = snap
    lead = (gold[:5].sum() - gold[5:].sum()) + 0.5 * (xp[:5].sum() - xp[5:].sum())
    return jax.nn.sigmoid(0.3 * lead + objectives.sum())


def main():
    rng = np.random.default_rng(2)
    edges = []
    for minute in range(10):
        snap = from_backfill(rng) if minute < 3 else from_stream(rng)
        edges.append(float(blue_side_edge(snap)))
    print(np.round(edges, 3))


if __name__ == "__main__":
    main()
