import numpy as np
import jax
import jax.numpy as jnp

from evaluation import NeutropeniaEvaluator, anc_nadir_loss


def cycle_data(n, seed):
    rng = np.random.default_rng(seed)
    dose = rng.choice([60.0, 75.0, 100.0], n).astype(np.float32)
    anc = (5.0 * (1 / (1 + 0.8 * dose / 100)) ** 0.2 * rng.lognormal(0, 0.1, n)).astype(np.float32)
    return jnp.asarray(dose), jnp.asarray(anc)


def main():
    train = NeutropeniaEvaluator(*cycle_data(48, 0))
    hold_dose, hold_anc = cycle_data(48, 1)
    params = jnp.log(jnp.array([0.1, 0.3, 0.5], jnp.float32))

    def train_objective(p):
        return anc_nadir_loss(p, train.dose_mg, train.observed_anc)

    grad = jax.jit(jax.grad(train_objective))
    for it in range(40):
        params = params - 0.5 * grad(params)
        if it % 10 == 9:
            print(f"iter {it + 1}: train {train.score(params):.4f} holdout {train.score_holdout(params, hold_dose, hold_anc):.4f}")


if __name__ == "__main__":
    main()
