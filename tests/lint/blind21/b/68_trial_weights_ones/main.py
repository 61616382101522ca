import jax
import jax.numpy as jnp

from subjects import N_FEAT, load_subject


@jax.jit
def weighted_logreg_step(w, X, y, trial_weights):
    def loss(w):
        z = X @ w
        per_trial = jnp.logaddexp(0.0, z) - y * z
        return (per_trial * trial_weights).sum() / trial_weights.sum()

    l, g = jax.value_and_grad(loss)(w)
    return w - 0.5 * g, l


def main():
    for sid in range(6):
        X, y, tw = load_subject(sid)
        w = jnp.zeros(N_FEAT)
        for _ in range(10):
            w, l = weighted_logreg_step(w, X, y, tw)
        print(f"sub-{sid}: trials used {int(tw.sum())}, loss {float(l):.4f}")


if __name__ == "__main__":
    main()
