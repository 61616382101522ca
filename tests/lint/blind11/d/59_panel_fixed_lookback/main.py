import numpy as np
import jax
import jax.numpy as jnp

from panel import make_panel, collate

BATCH = 8


@jax.jit
def fit_level_trend(params, values, mask):
    def loss_fn(p):
        alpha = jax.nn.sigmoid(p["logit_alpha"])

        def step(level, x):
            v, m = x
            new_level = jnp.where(m > 0, alpha * v + (1 - alpha) * level, level)
            return new_level, m * (v - level) ** 2
        _, sq = jax.lax.scan(step, values[:, -1] * 0 + values.max(1), (values.T, mask.T))
        return sq.sum() / mask.sum()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, g: a - 0.05 * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    panel = make_panel(rng)
    params = {"logit_alpha": jnp.zeros(())}
    for b in range(0, len(panel), BATCH):
        values, mask = collate(panel[b:b + BATCH])
        params, loss = fit_level_trend(params, values, mask)
        print(f"batch {b // BATCH} longest {values.shape[1]} loss {float(loss):.3f}")
    print("alpha", float(jax.nn.sigmoid(params["logit_alpha"])))


if __name__ == "__main__":
    main()
