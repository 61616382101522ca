import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def blended_score(component_scores, weights):
    w = jnp.stack(weights) if isinstance(weights, (list, tuple)) else weights
    return component_scores @ (w / w.sum())


def refit_weights(component_scores, labels):
    sol, *_ = np.linalg.lstsq(np.asarray(component_scores), np.asarray(labels), rcond=None)
    w = np.clip(sol, 0.01, None)
    return jnp.asarray(w / w.sum(), jnp.float32)


DEFAULT_BLEND = np.array([0.5, 0.3, 0.2], np.float32)
REFIT_EVERY = 3


def main():
    rng = np.random.default_rng(109)
    weights = DEFAULT_BLEND
    for hour in range(6):
        comps = rng.random((100, 3)).astype(np.float32)
        labels = (comps[:, 0] * 0.7 + comps[:, 2] * 0.3 > 0.8).astype(np.float32)
        score = blended_score(comps, weights)
        if (hour + 1) % REFIT_EVERY == 0:
            weights = refit_weights(comps, labels)
        print(hour, round(float(score.mean()), 4))


if __name__ == "__main__":
    main()
