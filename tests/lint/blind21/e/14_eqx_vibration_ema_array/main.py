import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import VibrationScorer

WINDOW = 32


@eqx.filter_jit
def score_and_track(scorer, x):
    err = scorer.reconstruction_error(x)
    decay = 0.9
    new_mean = decay * scorer.err_mean + (1 - decay) * err.mean()
    scorer = eqx.tree_at(lambda s: s.err_mean, scorer, new_mean)
    return scorer, err / (new_mean + 1e-6)


def main():
    rng = np.random.default_rng(0)
    scorer = VibrationScorer(WINDOW, jax.random.PRNGKey(0))
    for step in range(5):
        x = jnp.asarray(rng.normal(size=(16, WINDOW)), jnp.float32)
        scorer, ratio = score_and_track(scorer, x)
        scorer = eqx.tree_at(lambda s: s.n_updates, scorer, scorer.n_updates + 1)
        print(step, float(ratio.max()))
    print("updates", int(scorer.n_updates))


if __name__ == "__main__":
    main()
