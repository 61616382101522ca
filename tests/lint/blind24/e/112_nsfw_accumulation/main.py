import numpy as np
import jax
import jax.numpy as jnp
import optax

ACCUM = 3
tx = optax.MultiSteps(optax.adam(2e-3), every_k_schedule=ACCUM)


def score(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def nsfw_micro_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(score(p, x)[:, 0], y).mean())(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((288, 30)).astype(np.float32)
    y = (x[:, 0] - x[:, 1] > 0).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (30, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
    opt_state = tx.init(params)
    for epoch in range(2):
        for start in range(0, 288, 96):
            for xm, ym in zip(np.array_split(x[start:start + 96], ACCUM), np.array_split(y[start:start + 96], ACCUM)):
                params, opt_state, loss = nsfw_micro_step(params, opt_state, xm, ym)
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
