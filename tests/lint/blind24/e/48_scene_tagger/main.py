import numpy as np
import jax
import jax.numpy as jnp

from steps import model, tagger_forward, tagger_update, tx


def main():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((64, 20)).astype(np.float32)
    y = (x[:, :5] > 0).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = model.init(key, x[:1], train=False)["params"]
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 64, 16):
            key, sub = jax.random.split(key)
            params, opt_state, loss = tagger_update(params, opt_state, x[i:i + 16], y[i:i + 16], sub)
        train_logits = tagger_forward(params, x, sub, train=True)
        eval_logits = tagger_forward(params, x, sub, train=False)
        acc = float(((eval_logits > 0) == (y > 0.5)).mean())
        print(epoch, round(float(loss), 4), acc, round(float(jnp.std(train_logits - eval_logits)), 3))


if __name__ == "__main__":
    main()
