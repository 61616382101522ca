import jax
import jax.numpy as jnp


def pilling_grade_accuracy(W, feats, grades):
    # ISO 12945 pilling grades 1..5, predicted as ordinal thresholds
    score = feats @ W
    pred = 1 + jnp.sum(score[:, None] > jnp.array([-1.5, -0.5, 0.5, 1.5]), axis=1)
    return jnp.mean(pred == grades), jnp.mean(jnp.abs(pred - grades))


def evaluate(W, splits):
    scorer = jax.jit(pilling_grade_accuracy)
    return {k: tuple(round(float(v), 3) for v in scorer(W, f, g)) for k, (f, g) in splits.items()}
