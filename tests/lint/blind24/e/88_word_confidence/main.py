import numpy as np
import jax
import jax.numpy as jnp
import optax

from evaluation import eval_chunks

BATCH = 32
tx = optax.adam(3e-3)


def confidence(params, feats):
    return jax.nn.sigmoid(jnp.tanh(feats @ params["w1"]) @ params["w2"])[:, 0]


@jax.jit
def word_conf_step(params, opt_state, feats, correct):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(jnp.log(confidence(p, feats) + 1e-6) -
                                                     jnp.log1p(-confidence(p, feats) + 1e-6), correct).mean())(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def word_conf_predict(params, feats):
    return confidence(params, feats)


def main():
    rng = np.random.default_rng(0)
    feats = rng.standard_normal((200, 10)).astype(np.float32)
    correct = (feats[:, 0] + 0.5 * rng.standard_normal(200) > 0).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (10, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 160 - BATCH + 1, BATCH):
            params, opt_state, loss = word_conf_step(params, opt_state, feats[i:i + BATCH], correct[i:i + BATCH])
        preds = []
        for (f,), valid in eval_chunks([feats[160:]], BATCH):
            preds.append(np.asarray(word_conf_predict(params, f))[:valid])
        p = np.concatenate(preds)
        print(epoch, round(float(loss), 4), "val acc", round(float(((p > 0.5) == correct[160:]).mean()), 3))


if __name__ == "__main__":
    main()
