import jax
import jax.numpy as jnp
import numpy as np

from feed import N_FEATURES, daily_batches


@jax.jit
def score_and_evaluate(w, batch):
    p = jax.nn.sigmoid(batch["features"] @ w)
    out = {"mean_risk": p.mean()}
    if "chargeback" in batch:
        y = batch["chargeback"]
        out["logloss"] = -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))
    return out


def main():
    rng = np.random.default_rng(101)
    w = jnp.asarray(rng.normal(size=N_FEATURES) * 0.3, jnp.float32)
    for day, batch in enumerate(daily_batches(rng, 7)):
        out = score_and_evaluate(w, batch)
        print(day, {k: round(float(v), 4) for k, v in out.items()})


if __name__ == "__main__":
    main()
