import jax
import jax.numpy as jnp
import numpy as np

from api import fetch_round_scores


@jax.jit
def hltv_style_rating(scores):
    team_a, team_b = scores[:5], scores[5:]
    return team_a.mean() - team_b.mean(), jnp.argmax(scores)


def main():
    rng = np.random.default_rng(3)
    for rnd in range(10):
        scores = jnp.array(fetch_round_scores(rng))
        diff, star = hltv_style_rating(scores)
        print(rnd, scores.dtype, round(float(diff), 2), int(star))


if __name__ == "__main__":
    main()
