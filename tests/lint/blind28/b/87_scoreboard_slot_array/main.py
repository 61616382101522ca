import jax
import jax.numpy as jnp
import numpy as np

from parser import parse_scoreboard


@jax.jit
def slot_mvp(stats, w):
    scores = stats @ w
    return jnp.argmax(scores), scores.max()


def main():
    rng = np.random.default_rng(5)
    w = jnp.asarray([1.0, 0.5, -0.7, 0.3, 0.2], jnp.float32)
    for match in range(6):
        ids, stats = parse_scoreboard(rng)
        idx, best = slot_mvp(stats, w)
        print(match, int(ids[int(idx)]), round(float(best), 2))


if __name__ == "__main__":
    main()
