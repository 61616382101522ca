import numpy as np
import jax
import jax.numpy as jnp
import optax

BATCH = 32


def make_pairs(n, seed=1):
    rng = np.random.default_rng(seed)
    src = rng.uniform(0, 1, size=(n, 3)).astype(np.float32)
    # reference grade: lifted shadows, warmer highlights
    dst = np.clip(src ** 0.9 * np.array([1.05, 1.0, 0.93], np.float32) + 0.02, 0, 1)
    return src, dst.astype(np.float32)


def batches(src, dst, batch):
    n = len(src)
    for start in range(0, n, batch):
        s = src[start:start + batch]
        d = dst[start:start + batch]
        valid = len(s)
        mask = np.zeros(batch, np.float32)
        mask[:valid] = 1.0
        if valid < batch:
            s = np.concatenate([s, np.zeros((batch - valid, 3), np.float32)])
            d = np.concatenate([d, np.zeros((batch - valid, 3), np.float32)])
        yield s, d, mask


def apply_grade(params, rgb):
    lifted = rgb @ params["matrix"] + params["offset"]
    return jnp.clip(lifted, 0.0, 1.0) ** params["gamma"]


opt = optax.sgd(0.5)


@jax.jit
def fit_step(params, opt_state, src, dst, mask):
    def loss_fn(p):
        err = jnp.sum((apply_grade(p, src) - dst) ** 2, axis=-1)
        return jnp.sum(err * mask) / jnp.maximum(mask.sum(), 1.0)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    src, dst = make_pairs(200)
    params = {"matrix": jnp.eye(3), "offset": jnp.zeros(3), "gamma": jnp.ones(3)}
    opt_state = opt.init(params)
    for epoch in range(4):
        for s, d, m in batches(src, dst, BATCH):
            params, opt_state, loss = fit_step(params, opt_state, s, d, m)
        print(epoch, float(loss))
    print("gamma", np.asarray(params["gamma"]))


if __name__ == "__main__":
    main()
